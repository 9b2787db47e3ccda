import { and, eq, inArray, or, sql, type Placeholder } from 'drizzle-orm';
import { perDatabase, type Db } from '../db/client.js';
import { colonyCats, colonyMembers } from '../db/colonies-schema.js';
import { carerRequests, cats } from '../db/schema.js';

// Who cares for a cat, in one place: its registrar, the users whose request was approved, the
// approved members of its colony, and (at the request level, not here) admins. Nothing about where
// a phone says it is counts.

type UserIdParam = string | Placeholder;

/** The cats of the colonies a user is an approved member of (coordinators and carers). */
const colonyCatIds = (db: Db, userId: UserIdParam) =>
  db
    .select({ catId: colonyCats.catId })
    .from(colonyMembers)
    .innerJoin(colonyCats, eq(colonyCats.colonyId, colonyMembers.colonyId))
    .where(and(eq(colonyMembers.userId, userId), eq(colonyMembers.status, 'approved')));

/**
 * The cats a user was granted care of, besides those they registered: by an approved request, or
 * through a colony (indexed subqueries).
 */
export const grantedCatIds = (db: Db, userId: UserIdParam) =>
  db
    .select({ catId: carerRequests.catId })
    .from(carerRequests)
    .where(and(eq(carerRequests.userId, userId), eq(carerRequests.status, 'approved')))
    .union(colonyCatIds(db, userId));

// Prepared once per database: the check-in, the cat page and every carer-only action ask it.
const carerStatement = perDatabase((db: Db) =>
  db
    .select({ id: cats.id })
    .from(cats)
    .where(
      and(
        eq(cats.id, sql.placeholder('catId')),
        or(
          eq(cats.discoveredById, sql.placeholder('userId')),
          inArray(cats.id, grantedCatIds(db, sql.placeholder('userId'))),
        ),
      ),
    )
    .prepare(),
);

/**
 * Whether the user registered the cat or was granted care of it (admins aside): the rule of
 * grantedCatIds, in one indexed query.
 */
export function isCarerOf(db: Db, userId: string, catId: string): boolean {
  return carerStatement(db).get({ userId, catId }) !== undefined;
}

/** Whether the user coordinates (approved) the colony the cat is in. */
export function coordinatesColonyOf(db: Db, userId: string, catId: string): boolean {
  return (
    db
      .select({ catId: colonyCats.catId })
      .from(colonyMembers)
      .innerJoin(colonyCats, eq(colonyCats.colonyId, colonyMembers.colonyId))
      .where(
        and(
          eq(colonyCats.catId, catId),
          eq(colonyMembers.userId, userId),
          eq(colonyMembers.status, 'approved'),
          eq(colonyMembers.role, 'coordinator'),
        ),
      )
      .get() !== undefined
  );
}

/**
 * The cats whose carer requests the user decides, besides those they registered: cats they were
 * approved for directly and the cats of the colonies they coordinate (never those of colonies
 * they are only a carer in).
 */
export const decidedCatIds = (db: Db, userId: UserIdParam) =>
  db
    .select({ catId: carerRequests.catId })
    .from(carerRequests)
    .where(and(eq(carerRequests.userId, userId), eq(carerRequests.status, 'approved')))
    .union(
      db
        .select({ catId: colonyCats.catId })
        .from(colonyMembers)
        .innerJoin(colonyCats, eq(colonyCats.colonyId, colonyMembers.colonyId))
        .where(
          and(
            eq(colonyMembers.userId, userId),
            eq(colonyMembers.status, 'approved'),
            eq(colonyMembers.role, 'coordinator'),
          ),
        ),
    );
