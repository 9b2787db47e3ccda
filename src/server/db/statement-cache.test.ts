import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase, type Db } from './client.js';
import { users } from './schema.js';
import { STATEMENT_CACHE_SIZE } from './statement-cache.js';

let db: Db;
afterEach(() => db.$client.close());

describe('the connection compiles each SQL text once (db/statement-cache.ts)', () => {
  test('openDatabase gives back the statement it compiled for the same text', () => {
    db = openDatabase(':memory:');
    const text = 'SELECT id FROM users WHERE id = ?';
    expect(db.$client.prepare(text)).toBe(db.$client.prepare(text));
    expect(db.$client.prepare(text)).not.toBe(db.$client.prepare(`${text} LIMIT 1`));
  });

  test('a statement comes back in its default mode, whatever its last user set', () => {
    db = openDatabase(':memory:');
    db.$client.exec(
      "INSERT INTO users (id, name, email, created_at, updated_at) VALUES ('u1', 'Ana', 'a@x.test', 0, 0)",
    );
    const text = 'SELECT id, name FROM users';
    expect(db.$client.prepare(text).pluck().all()).toEqual(['u1']);
    expect(db.$client.prepare(text).all()).toEqual([{ id: 'u1', name: 'Ana' }]);
    expect(db.$client.prepare(text).raw().all()).toEqual([['u1', 'Ana']]);
    expect(db.$client.prepare(text).all()).toEqual([{ id: 'u1', name: 'Ana' }]);
    // Drizzle runs its builder's queries through the same cache and maps their rows itself.
    const byId = () => db.select({ name: users.name }).from(users).where(eq(users.id, 'u1')).get();
    expect(byId()).toEqual({ name: 'Ana' });
    expect(byId()).toEqual({ name: 'Ana' });
  });

  test('a statement still being iterated is not handed out again', () => {
    db = openDatabase(':memory:');
    for (const id of ['a', 'b', 'c']) {
      db.$client
        .prepare(
          'INSERT INTO users (id, name, email, created_at, updated_at) VALUES (?, ?, ?, 0, 0)',
        )
        .run(id, id, `${id}@x.test`);
    }
    const text = 'SELECT id FROM users ORDER BY id';
    const outer = db.$client.prepare(text).pluck();
    const seen: string[][] = [];
    for (const id of outer.iterate() as IterableIterator<string>) {
      seen.push([id, ...(db.$client.prepare(text).pluck().all() as string[])]);
    }
    expect(seen).toEqual([
      ['a', 'a', 'b', 'c'],
      ['b', 'a', 'b', 'c'],
      ['c', 'a', 'b', 'c'],
    ]);
  });

  test('it keeps the most recently used statements, up to its size', () => {
    db = openDatabase(':memory:');
    const text = (i: number) => `SELECT ${i}`;
    const first = db.$client.prepare(text(0));
    const kept = db.$client.prepare(text(1));
    for (let i = 2; i <= STATEMENT_CACHE_SIZE; i++) db.$client.prepare(text(i));
    // Used again, the second stays while the first, least recently used, goes.
    expect(db.$client.prepare(text(1))).toBe(kept);
    db.$client.prepare(text(STATEMENT_CACHE_SIZE + 1));
    expect(db.$client.prepare(text(1))).toBe(kept);
    expect(db.$client.prepare(text(0))).not.toBe(first);
  });
});
