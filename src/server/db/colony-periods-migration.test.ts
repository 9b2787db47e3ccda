import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, expect, it } from 'vitest';
import { projectRoot } from '../lib/paths.js';

const migrationsFolder = join(projectRoot, 'drizzle');
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A database as the release before membership periods left it. */
function beforeMigration() {
  dir = mkdtempSync(join(tmpdir(), 'gateiros-migration-'));
  const folder = join(dir, 'drizzle');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag.endsWith('_colony_member_periods_backfill'));
  expect(at).toBeGreaterThan(0);
  // Both the table's migration (just before the data step) and the data step are left out.
  journal.entries = journal.entries.slice(0, at - 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  const sqlite = new Database(join(dir, 'app.db'));
  sqlite.pragma('foreign_keys = ON');
  migrate(drizzle({ client: sqlite }), { migrationsFolder: folder });
  return sqlite;
}

it('opens a membership period for every member approved before, from the approval; none for requests', () => {
  const sqlite = beforeMigration();
  const user = sqlite.prepare('insert into users (id, name) values (?, ?)');
  for (const id of ['cora', 'caio', 'pedro']) user.run(id, id);
  sqlite
    .prepare(
      `insert into colonies (id, name, public_lat, public_lng, created_by_id, created_at)
       values ('praca', 'Praça', -23.55, -46.63, 'cora', 1000)`,
    )
    .run();
  const member = sqlite.prepare(
    `insert into colony_members (colony_id, user_id, role, status, requested_at, decided_at)
     values ('praca', ?, ?, ?, ?, ?)`,
  );
  member.run('cora', 'coordinator', 'approved', 1000, null);
  member.run('caio', 'carer', 'approved', 2000, 5000);
  member.run('pedro', 'carer', 'pending', 3000, null);

  migrate(drizzle({ client: sqlite }), { migrationsFolder });
  const periods = sqlite
    .prepare(
      'select colony_id, user_id, joined_at, left_at, ended_by from colony_member_periods order by user_id',
    )
    .all();
  expect(periods).toEqual([
    { colony_id: 'praca', user_id: 'caio', joined_at: 5000, left_at: null, ended_by: null },
    { colony_id: 'praca', user_id: 'cora', joined_at: 1000, left_at: null, ended_by: null },
  ]);
  sqlite.close();
});
