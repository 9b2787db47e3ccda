import { expect, it } from 'vitest';
import { olderDatabases } from '../test/migrations.js';

const databases = olderDatabases();

/** A database as the release before this migration left it: cat_counts kept by triggers. */
const beforeMigration = () => databases.before({ tag: '_cat_counts_by_code' }).sqlite;

type Sqlite = ReturnType<typeof beforeMigration>;
const stored = (sqlite: Sqlite) =>
  sqlite
    .prepare('SELECT status, health, gender, estimated_age, cats FROM cat_counts WHERE cats != 0')
    .raw(true)
    .all()
    .sort();
const recount = (sqlite: Sqlite) =>
  sqlite
    .prepare(
      `SELECT status, health, gender, estimated_age, count(*) FROM cats
       GROUP BY 1, 2, 3, 4`,
    )
    .raw(true)
    .all()
    .sort();

it('drops the cat_counts triggers and recounts cat_counts from the cats', () => {
  const sqlite = beforeMigration();
  sqlite.prepare("INSERT INTO users (id, name) VALUES ('ana', 'Ana')").run();
  const cat = sqlite.prepare(
    `INSERT INTO cats (id, name, lat, lng, public_lat, public_lng, cell, public_cell,
      discovered_by_id, status, health, gender) VALUES (?, ?, 0, 0, 0, 0, 1, 2, 'ana', ?, ?, ?)`,
  );
  cat.run('a', 'Mimi', 'Ativo', 'Bom', 'Macho');
  cat.run('b', 'Nina', 'Ativo', 'Bom', 'Macho');
  cat.run('c', 'Tom', 'Adotado', 'Regular', 'Fêmea');
  // Counts that drifted (a restore of a bad copy, a hand edit): the migration must not keep them.
  sqlite.prepare('UPDATE cat_counts SET cats = cats + 5').run();
  sqlite.prepare("INSERT INTO cat_counts VALUES ('Inativo', 'Bom', 'Macho', 'Idoso', 3)").run();
  expect(stored(sqlite)).not.toEqual(recount(sqlite));

  databases.upgrade(sqlite);
  expect(sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all()).toEqual([]);
  expect(stored(sqlite)).toEqual([
    ['Adotado', 'Regular', 'Fêmea', 'Desconhecido', 1],
    ['Ativo', 'Bom', 'Macho', 'Desconhecido', 2],
  ]);
  expect(stored(sqlite)).toEqual(recount(sqlite));
  // No trigger moves the counts any more: a raw write leaves them (the code moves them).
  cat.run('d', 'Lua', 'Ativo', 'Bom', 'Macho');
  expect(stored(sqlite)).toContainEqual(['Ativo', 'Bom', 'Macho', 'Desconhecido', 2]);
  sqlite.close();
});
