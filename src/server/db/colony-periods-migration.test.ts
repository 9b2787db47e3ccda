import { expect, it } from 'vitest';
import { olderDatabases } from '../test/migrations.js';

const databases = olderDatabases();

/**
 * A database as the release before membership periods left it: both the table's migration (just
 * before the data step) and the data step are left out.
 */
const beforeMigration = () =>
  databases.before({ tag: '_colony_member_periods_backfill', back: 1 }).sqlite;

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

  databases.upgrade(sqlite);
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
