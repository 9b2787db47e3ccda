import type Database from 'better-sqlite3';
import type { Db } from '../db/client.js';
import type { CatFilter } from './geo-search.js';

type Group = [status: string, health: string, gender: string, estimatedAge: string, n: number];

const statements = new WeakMap<Database.Database, Database.Statement>();

/** The `cat_counts` rows: a few dozen, kept by triggers on `cats` (migration 0003). */
function groupsOf(db: Db): Group[] {
  let statement = statements.get(db.$client);
  if (!statement) {
    statement = db.$client
      .prepare('SELECT status, health, gender, estimated_age, cats FROM cat_counts WHERE cats > 0')
      .raw(true);
    statements.set(db.$client, statement);
  }
  return statement.all() as Group[];
}

const allows = (list: readonly string[] | undefined, value: string) =>
  list === undefined || list.length === 0 || list.includes(value);

/** How many cats match the filter (an empty status list: any status), exactly. */
export function countCats(db: Db, filter: Partial<CatFilter>): number {
  let total = 0;
  for (const [status, health, gender, estimatedAge, n] of groupsOf(db)) {
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
