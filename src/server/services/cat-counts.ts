import type Database from 'better-sqlite3';
import type { Db } from '../db/client.js';
import type { CatFilter } from './geo-search.js';

type Group = [status: string, health: string, gender: string, estimatedAge: string, n: number];

interface Counts {
  /** Bumped by this connection's triggers, and data_version for the other connections. */
  stamp: string;
  groups: Group[];
}

interface Tracker {
  stamp: Database.Statement;
  dataVersion: Database.Statement;
  groups: Database.Statement;
  counts: Counts | null;
}

const trackers = new WeakMap<Database.Database, Tracker>();

/**
 * Temporary (this connection only, never in the file) triggers that bump a counter whenever a cat
 * appears, goes or changes a filtered field. Writes to anything else leave the cached counts alone,
 * and a rolled-back write rolls the counter back with it.
 */
function trackerFor(db: Db): Tracker {
  const sqlite = db.$client;
  let tracker = trackers.get(sqlite);
  if (!tracker) {
    sqlite.exec(`
      CREATE TEMP TABLE IF NOT EXISTS cat_filter_version (v INTEGER NOT NULL);
      INSERT INTO cat_filter_version SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM cat_filter_version);
      CREATE TEMP TRIGGER IF NOT EXISTS cat_filter_insert AFTER INSERT ON main.cats
      BEGIN UPDATE cat_filter_version SET v = v + 1; END;
      CREATE TEMP TRIGGER IF NOT EXISTS cat_filter_delete AFTER DELETE ON main.cats
      BEGIN UPDATE cat_filter_version SET v = v + 1; END;
      CREATE TEMP TRIGGER IF NOT EXISTS cat_filter_update
      AFTER UPDATE OF status, health, gender, estimated_age ON main.cats
      BEGIN UPDATE cat_filter_version SET v = v + 1; END;`);
    tracker = {
      stamp: sqlite.prepare('SELECT v FROM temp.cat_filter_version').pluck(),
      dataVersion: sqlite.prepare('PRAGMA main.data_version').pluck(),
      groups: sqlite
        .prepare(
          `SELECT status, health, gender, estimated_age, count(*) FROM cats
           GROUP BY status, health, gender, estimated_age`,
        )
        .raw(true),
      counts: null,
    };
    trackers.set(sqlite, tracker);
  }
  return tracker;
}

/** Counts of cats per (status, health, gender, age), counted again only once cats changed. */
function countsOf(db: Db): Group[] {
  const tracker = trackerFor(db);
  // Inside a transaction the counts may yet be rolled back: not worth keeping.
  if (db.$client.inTransaction) return tracker.groups.all() as Group[];
  const stamp = `${tracker.stamp.get() as number} ${tracker.dataVersion.get() as number}`;
  if (tracker.counts?.stamp !== stamp) {
    tracker.counts = { stamp, groups: tracker.groups.all() as Group[] };
  }
  return tracker.counts.groups;
}

const allows = (list: readonly string[] | undefined, value: string) =>
  list === undefined || list.length === 0 || list.includes(value);

/**
 * How many cats match the filter (an empty status list: any status), exactly. Counting a
 * million rows takes a good part of a second, so the counts of every combination of the
 * filtered fields are kept until a cat changes.
 */
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
