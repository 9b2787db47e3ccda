import type Database from 'better-sqlite3';
import type { Db } from '../db/client.js';
import type { CatFilter } from './geo-search.js';

type Group = [status: string, health: string, gender: string, estimatedAge: string, n: number];

interface Tracker {
  dataVersion: Database.Statement;
  /** data_version when the counts were last taken from the cats table. */
  countedAt: number | null;
  refill: Database.Transaction<() => void>;
  groups: Database.Statement;
}

const trackers = new WeakMap<Database.Database, Tracker>();

/**
 * Counts of cats per (status, health, gender, age) in a temporary table (this connection only,
 * never in the file), kept in step by temporary triggers: a check-in that changes a cat's health
 * moves one count from one group to another instead of forcing a recount of every cat. Trigger
 * writes belong to the write's transaction, so a rollback rolls the counts back too. Writes by
 * other processes (admin commands) show in data_version: then everything is counted again.
 */
function trackerFor(db: Db): Tracker {
  const sqlite = db.$client;
  let tracker = trackers.get(sqlite);
  if (!tracker) {
    const group = (row: 'NEW' | 'OLD') =>
      `${row}.status, ${row}.health, ${row}.gender, ${row}.estimated_age`;
    const add = `INSERT INTO temp.cat_groups VALUES (${group('NEW')}, 1)
      ON CONFLICT DO UPDATE SET n = n + 1;`;
    const remove = `UPDATE temp.cat_groups SET n = n - 1
      WHERE (status, health, gender, estimated_age) = (${group('OLD')});`;
    sqlite.exec(`
      CREATE TEMP TABLE IF NOT EXISTS cat_groups (
        status TEXT, health TEXT, gender TEXT, estimated_age TEXT, n INTEGER NOT NULL,
        PRIMARY KEY (status, health, gender, estimated_age));
      CREATE TEMP TRIGGER IF NOT EXISTS cat_groups_insert AFTER INSERT ON main.cats
      BEGIN ${add} END;
      CREATE TEMP TRIGGER IF NOT EXISTS cat_groups_delete AFTER DELETE ON main.cats
      BEGIN ${remove} END;
      CREATE TEMP TRIGGER IF NOT EXISTS cat_groups_update
      AFTER UPDATE OF status, health, gender, estimated_age ON main.cats
      BEGIN ${remove} ${add} END;`);
    const clear = sqlite.prepare('DELETE FROM temp.cat_groups');
    const fill = sqlite.prepare(
      `INSERT INTO temp.cat_groups SELECT status, health, gender, estimated_age, count(*)
       FROM main.cats GROUP BY status, health, gender, estimated_age`,
    );
    tracker = {
      dataVersion: sqlite.prepare('PRAGMA main.data_version').pluck(),
      countedAt: null,
      refill: sqlite.transaction(() => {
        clear.run();
        fill.run();
      }),
      groups: sqlite.prepare('SELECT * FROM temp.cat_groups WHERE n > 0').raw(true),
    };
    trackers.set(sqlite, tracker);
  }
  return tracker;
}

/** The counts per group: counted once, then kept by the triggers. */
function countsOf(db: Db): Group[] {
  const tracker = trackerFor(db);
  const version = tracker.dataVersion.get() as number;
  if (tracker.countedAt !== version) {
    // Inside a transaction (savepoint) the refill rolls back with it: count again next time.
    tracker.refill();
    tracker.countedAt = db.$client.inTransaction ? null : version;
  }
  return tracker.groups.all() as Group[];
}

const allows = (list: readonly string[] | undefined, value: string) =>
  list === undefined || list.length === 0 || list.includes(value);

/** How many cats match the filter (an empty status list: any status), exactly. */
export function countCats(db: Db, filter: Partial<CatFilter>): number {
  let total = 0;
  for (const [status, health, gender, estimatedAge, n] of countsOf(db)) {
    if (
      allows(filter.status, status) &&
      allows(filter.health, health) &&
      allows(filter.gender, gender) &&
      allows(filter.estimatedAge, estimatedAge)
    ) {
      total += n;
    }
  }
  return total;
}
