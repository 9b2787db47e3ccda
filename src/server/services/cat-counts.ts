import { perDatabase, type Db } from '../db/client.js';
import type { CatFilter } from './geo-search.js';

type Group = [status: string, health: string, gender: string, estimatedAge: string, n: number];

/** The `cat_counts` rows: a few dozen, kept by triggers on `cats` (migration 0003). */
const groupsStatement = perDatabase((db) =>
  db.$client
    .prepare('SELECT status, health, gender, estimated_age, cats FROM cat_counts WHERE cats > 0')
    .raw(true),
);

const allows = (list: readonly string[] | undefined, value: string) =>
  list === undefined || list.length === 0 || list.includes(value);

/** How many cats match the filter (an empty status list: any status), exactly. */
export function countCats(db: Db, filter: Partial<CatFilter>): number {
  let total = 0;
  for (const [status, health, gender, estimatedAge, n] of groupsStatement(db).all() as Group[]) {
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
