import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Param, sql, type Placeholder } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { projectRoot } from '../lib/paths.js';
import { ensurePrivateFile, PRIVATE_DIR_MODE, tightenIfPresent } from '../lib/private-files.js';
import * as schema from './schema.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const migrationsFolder = join(projectRoot, 'drizzle');

/**
 * Opens (creating if needed) the SQLite database and applies the migrations in drizzle/.
 * ':memory:' gives a private in-memory database (tests). The files are for this user only.
 * `mapped: false` reads without the memory map (a backup's copy, read once).
 */
export function openDatabase(path: string, { mapped = true }: { mapped?: boolean } = {}): Db {
  if (path !== ':memory:') {
    mkdirSync(dirname(resolve(path)), { recursive: true, mode: PRIVATE_DIR_MODE });
    // SQLite gives its -wal and -shm files the database file's mode.
    ensurePrivateFile(path);
    for (const suffix of ['-wal', '-shm']) tightenIfPresent(path + suffix);
  }
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Temporary storage in memory. Each write of a batch (services/write-batch.ts) runs in its own
  // savepoint, which copies every page it changes first into a statement journal; past 64 kB (a
  // check-in changes some 20 pages) SQLite spilled that journal to a temporary file: about 90
  // more write calls per check-in, on the event loop.
  sqlite.pragma('temp_store = MEMORY');
  // The WAL is copied back into the database every 4,000 pages (16 MB), not SQLite's 1,000: the
  // copy runs inside a commit, on the event loop, with two fsyncs, and a page the writes keep
  // changing (ranking totals, counters, index leaves) is copied once where it was up to four times.
  sqlite.pragma('wal_autocheckpoint = 4000');
  // Reads pages straight from the OS page cache (SQLite caps the size at its build limit): the
  // page cache (16 MB, better-sqlite3's build) holds a sliver of a million cats, and a read call
  // and copy per page made up about a quarter of a nearby call.
  if (mapped) sqlite.pragma('mmap_size = 2147483648');
  const db = drizzle({ client: sqlite, schema });
  migrate(db, { migrationsFolder });
  return db;
}

/** Runs `fn` in one IMMEDIATE transaction: all its writes commit together or none do. */
export function transaction<T>(db: Db, fn: (tx: Db) => T): T {
  return db.$client.transaction(() => fn(db)).immediate();
}

/**
 * `prepare(db)` run once per database connection, its result kept: for the statements hot paths
 * run on every request, where building and preparing the SQL would cost more than running it.
 */
export function perDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const kept = new WeakMap<Db['$client'], T>();
  return (db) => {
    let found = kept.get(db.$client);
    if (found === undefined) {
      found = prepare(db);
      kept.set(db.$client, found);
    }
    return found;
  };
}

/**
 * The named placeholder `name`, its values written as `column` writes them (JSON, timestamps,
 * booleans): for the `set` of a prepared update, where Drizzle binds a bare placeholder as given.
 */
export const placeholderAs = (name: string, column: AnySQLiteColumn) =>
  sql`${new Param(sql.placeholder(name), column)}`;

/**
 * `column = value` (a value or a sql.placeholder, written as the column writes it), the value
 * written `+?`: the same comparison, the same index use, but out of sight of SQLite's planner.
 * Where the planner weighs a bound value (an `=` term the index it tries leaves over, in a join,
 * a subquery, under ORDER BY or min/max) SQLite marks the statement to be compiled again when the
 * value changes, and better-sqlite3 clears the values after every run: such a statement, though
 * prepared once, was compiled again on every call (10-40 us each, a fifth of a check-in).
 */
export const eqStable = (column: AnySQLiteColumn, value: unknown) =>
  sql`${column} = +${new Param(value, column)}`;

/**
 * `n` written into the statement as its LIMIT, for a statement prepared once: Drizzle binds
 * `.limit(n)`, and SQLite's planner reads a bound LIMIT (to end an ordered scan early), which has
 * the effect `eqStable` describes. `.limit()` takes a number or a placeholder and writes any object
 * given after `limit` as it stands; a literal is that object. A cat's ten latest check-ins:
 * 33 us per call with a bound LIMIT, 11 with this.
 */
export function fixedLimit(n: number): Placeholder {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as Placeholder;
}

/**
 * `(select value from json_each(:name))`: a list of any length bound as one JSON parameter, for
 * `inArray` in a statement prepared once (a placeholder per item would need one per length).
 */
export const inJson = (name: string) =>
  sql`(select value from json_each(${sql.placeholder(name)}))`;
