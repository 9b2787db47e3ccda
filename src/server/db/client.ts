import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { projectRoot } from '../lib/paths.js';
import { ensurePrivateFile, PRIVATE_DIR_MODE, tightenIfPresent } from '../lib/private-files.js';
import * as schema from './schema.js';
import { cacheStatements } from './statement-cache.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const migrationsFolder = join(projectRoot, 'drizzle');

/**
 * Opens (creating if needed) the SQLite database and applies the migrations in drizzle/.
 * ':memory:' gives a private in-memory database (tests). The files are for this user only.
 * `mapped: false` reads without the memory map (a backup's copy, read once); `migrate: false`
 * leaves the schema as it is (the start looks at what is pending first).
 */
export function openDatabase(
  path: string,
  { mapped = true, migrate: migrating = true }: { mapped?: boolean; migrate?: boolean } = {},
): Db {
  if (path !== ':memory:') {
    mkdirSync(dirname(resolve(path)), { recursive: true, mode: PRIVATE_DIR_MODE });
    // SQLite gives its -wal and -shm files the database file's mode.
    ensurePrivateFile(path);
    for (const suffix of ['-wal', '-shm']) tightenIfPresent(path + suffix);
  }
  const sqlite = new Database(path);
  cacheStatements(sqlite);
  // Readers and the writer do not block each other.
  sqlite.pragma('journal_mode = WAL');
  // SQLite's advice for WAL: a process crash loses nothing; a power cut may lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  // SQLite checks the schema's references only when asked to.
  sqlite.pragma('foreign_keys = ON');
  // A second process (a backup, a script) waits for the lock instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  // Reads pages from the OS page cache, not through SQLite's own small cache (capped by its build).
  if (mapped) sqlite.pragma('mmap_size = 2147483648');
  const db = drizzle({ client: sqlite, schema });
  if (migrating) migrate(db, { migrationsFolder });
  return db;
}

/**
 * Whether the database has this table: a backup taken before the migrations (upgrade-backup.ts)
 * reads the previous release's schema, which may not have the newer tables yet.
 */
export function hasTable(db: Db, name: string): boolean {
  return (
    db.$client
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
      .get(name) !== undefined
  );
}

/**
 * What the database holds of drizzle/: `applied` migrations (0 for a new database) and the
 * `pending` ones a start would apply, by the migrator's own rule (newer than the last applied).
 */
export function migrationState(db: Db): { applied: number; pending: number } {
  const rows = hasTable(db, '__drizzle_migrations')
    ? (db.$client
        .prepare('SELECT created_at AS at FROM __drizzle_migrations ORDER BY created_at')
        .all() as { at: number | string }[])
    : [];
  const last = rows.length ? Number(rows.at(-1)!.at) : undefined;
  const pending = readMigrationFiles({ migrationsFolder }).filter(
    (m) => last === undefined || last < m.folderMillis,
  ).length;
  return { applied: rows.length, pending };
}

/** Runs `fn` in one IMMEDIATE transaction: all its writes commit together or none do. */
export function transaction<T>(db: Db, fn: (tx: Db) => T): T {
  return db.$client.transaction(() => fn(db)).immediate();
}

/**
 * `prepare(db)` run once per database connection, its result kept: the prepared statements of the
 * hot paths listed in docs/architecture.md (a lint rule keeps it there). Per database, not per
 * module, because every test opens its own.
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
