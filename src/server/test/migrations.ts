import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, expect } from 'vitest';
import { projectRoot } from '../lib/paths.js';

const migrationsFolder = join(projectRoot, 'drizzle');

/**
 * Databases as an older release left them, for the tests of a migration's data step: `before`
 * opens one on a temporary file with only the migrations before a given one applied (by the
 * tag's ending, `back` more left out; or the first `count`), and `upgrade` applies the rest as the
 * next start would. Each test's folder is removed after it.
 */
export function olderDatabases() {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    before(stop: { tag: string; back?: number } | { count: number }) {
      const dir = mkdtempSync(join(tmpdir(), 'gateiros-migration-'));
      dirs.push(dir);
      const folder = join(dir, 'drizzle');
      cpSync(migrationsFolder, folder, { recursive: true });
      const journalPath = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
        entries: { tag: string }[];
      };
      let count: number;
      if ('count' in stop) count = stop.count;
      else {
        const at = journal.entries.findIndex((e) => e.tag.endsWith(stop.tag));
        expect(at).toBeGreaterThan(0);
        count = at - (stop.back ?? 0);
      }
      journal.entries = journal.entries.slice(0, count);
      writeFileSync(journalPath, JSON.stringify(journal));
      const sqlite = new Database(join(dir, 'app.db'));
      sqlite.pragma('foreign_keys = ON');
      const db = drizzle({ client: sqlite });
      migrate(db, { migrationsFolder: folder });
      return { sqlite, db };
    },
    upgrade(sqlite: Database.Database) {
      migrate(drizzle({ client: sqlite }), { migrationsFolder });
    },
  };
}
