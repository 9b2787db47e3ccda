import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { perDatabase, type Db } from '../db/client.js';
import { catCounts, cats, type Cat } from '../db/schema.js';
import type { CatFilter } from '../geo/statements.js';

/** The fields a cat is counted by in `cat_counts`. */
export type CatGroup = Pick<Cat, 'status' | 'health' | 'gender' | 'estimatedAge'>;

const sameGroup = (group: CatGroup) =>
  and(
    eq(catCounts.status, group.status),
    eq(catCounts.health, group.health),
    eq(catCounts.gender, group.gender),
    eq(catCounts.estimatedAge, group.estimatedAge),
  );

const groupOf = (cat: CatGroup): CatGroup => ({
  status: cat.status,
  health: cat.health,
  gender: cat.gender,
  estimatedAge: cat.estimatedAge,
});

/** A cat's counted fields as stored now (read inside the write's transaction), if it exists. */
export function catGroup(tx: Db, id: string): CatGroup | undefined {
  return tx
    .select({
      status: cats.status,
      health: cats.health,
      gender: cats.gender,
      estimatedAge: cats.estimatedAge,
    })
    .from(cats)
    .where(eq(cats.id, id))
    .get();
}

/**
 * Moves one cat in `cat_counts` from its group before a write to its group after (undefined: the
 * cat did not exist before, or is gone after). Every write to `cats` that inserts, deletes or
 * changes status, health, gender or estimated age calls it in the same transaction.
 */
export function moveCatCount(tx: Db, before: CatGroup | undefined, after: CatGroup | undefined) {
  if (
    before &&
    after &&
    before.status === after.status &&
    before.health === after.health &&
    before.gender === after.gender &&
    before.estimatedAge === after.estimatedAge
  ) {
    return;
  }
  if (before) {
    tx.update(catCounts)
      .set({ cats: sql`${catCounts.cats} - 1` })
      .where(sameGroup(before))
      .run();
  }
  if (after) {
    tx.insert(catCounts)
      .values({ ...groupOf(after), cats: 1 })
      .onConflictDoUpdate({
        target: [catCounts.status, catCounts.health, catCounts.gender, catCounts.estimatedAge],
        set: { cats: sql`${catCounts.cats} + 1` },
      })
      .run();
  }
}

/** A filter's field: any value when not given or empty. */
const among = (column: SQLiteColumn, values: readonly string[] | undefined) =>
  values?.length ? inArray(column, [...values]) : undefined;

/** The matching `cat_counts` rows (a few dozen, kept by moveCatCount in each write to `cats`) summed. */
const countQuery = (db: Db, filter: Partial<CatFilter>) =>
  db
    .select({ n: sql<number>`coalesce(sum(${catCounts.cats}), 0)` })
    .from(catCounts)
    .where(
      and(
        gt(catCounts.cats, 0),
        among(catCounts.status, filter.status),
        among(catCounts.health, filter.health),
        among(catCounts.gender, filter.gender),
        among(catCounts.estimatedAge, filter.estimatedAge),
      ),
    );

/** How many cats match the filter (an empty status list: any status), exactly. */
export function countCats(db: Db, filter: Partial<CatFilter>): number {
  return countQuery(db, filter).all()[0]!.n;
}

// Nearby counts the active cats on every call (a hot path, docs/architecture.md): prepared once
// per database.
const activeCount = perDatabase((db: Db) => countQuery(db, { status: ['Ativo'] }).prepare());

/** How many cats are active: `countCats` of the active status. */
export const countActiveCats = (db: Db): number => activeCount(db).all()[0]!.n;
