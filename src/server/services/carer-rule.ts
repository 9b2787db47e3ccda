import { and, eq, exists, or, sql, type Placeholder } from 'drizzle-orm';
import { eqStable, perDatabase, type Db } from '../db/client.js';
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

// Prepared once per database: the check-in, the cat page and every carer-only action ask it. The
// rule of grantedCatIds for one cat, as probes of primary keys: building grantedCatIds' list
// for each call cost more than the lookup.
const carerStatement = perDatabase((db: Db) => {
  const catId = sql.placeholder('catId');
  const userId = sql.placeholder('userId');
  const one = { one: sql<number>`1` };
  const approvedRequest = db
    .select(one)
    .from(carerRequests)
    .where(
      and(
        eqStable(carerRequests.catId, catId),
        eqStable(carerRequests.userId, userId),
        eqStable(carerRequests.status, 'approved'),
      ),
    );
  const colonyMember = db
    .select(one)
    .from(colonyCats)
    .innerJoin(colonyMembers, eq(colonyMembers.colonyId, colonyCats.colonyId))
    .where(
      and(
        eqStable(colonyCats.catId, catId),
        eqStable(colonyMembers.userId, userId),
        eqStable(colonyMembers.status, 'approved'),
      ),
    );
  return db
    .select({ id: cats.id })
    .from(cats)
    .where(
      and(
        eqStable(cats.id, catId),
        or(eqStable(cats.discoveredById, userId), exists(approvedRequest), exists(colonyMember)),
      ),
    )
    .prepare();
});

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
