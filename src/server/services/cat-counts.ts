import { gt } from 'drizzle-orm';
import { perDatabase, type Db } from '../db/client.js';
import { catCounts } from '../db/schema.js';
import type { CatFilter } from '../geo/statements.js';

/** The `cat_counts` rows: a few dozen, kept by triggers on `cats` (migration 0003). */
const groupsStatement = perDatabase((db) =>
  db
    .select({
      status: catCounts.status,
      health: catCounts.health,
      gender: catCounts.gender,
      estimatedAge: catCounts.estimatedAge,
      cats: catCounts.cats,
    })
    .from(catCounts)
    .where(gt(catCounts.cats, 0))
    .prepare(),
);

const allows = (list: readonly string[] | undefined, value: string) =>
  list === undefined || list.length === 0 || list.includes(value);

/** How many cats match the filter (an empty status list: any status), exactly. */
export function countCats(db: Db, filter: Partial<CatFilter>): number {
  let total = 0;
  for (const group of groupsStatement(db).all()) {
    if (
      allows(filter.status, group.status) &&
      allows(filter.health, group.health) &&
      allows(filter.gender, group.gender) &&
      allows(filter.estimatedAge, group.estimatedAge)
    ) {
      total += group.cats;
    }
  }
  return total;
}
