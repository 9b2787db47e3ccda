import { and, eq, exists, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import { perDatabase, type Db } from '../db/client.js';
import { colonyCats, colonyMembers } from '../db/colonies-schema.js';
import { carerRequests, cats, users, type Cat } from '../db/schema.js';

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

// Prepared once per database: every check-in asks it (a hot path, docs/architecture.md).
const carerQueries = perDatabase((db: Db) => {
  const catId = sql.placeholder('catId');
  const userId = sql.placeholder('userId');
  const one = { one: sql<number>`1` };
  const approvedRequest = db
    .select(one)
    .from(carerRequests)
    .where(
      and(
        eq(carerRequests.catId, catId),
        eq(carerRequests.userId, userId),
        eq(carerRequests.status, 'approved'),
      ),
    );
  const colonyMember = db
    .select(one)
    .from(colonyCats)
    .innerJoin(colonyMembers, eq(colonyMembers.colonyId, colonyCats.colonyId))
    .where(
      and(
        eq(colonyCats.catId, catId),
        eq(colonyMembers.userId, userId),
        eq(colonyMembers.status, 'approved'),
      ),
    );
  const found = db
    .select({ id: cats.id })
    .from(cats)
    .where(
      and(
        eq(cats.id, catId),
        or(eq(cats.discoveredById, userId), exists(approvedRequest), exists(colonyMember)),
      ),
    )
    .prepare();
  return { found };
});

/**
 * Whether the user registered the cat or was granted care of it (admins aside): the rule of
 * grantedCatIds for one cat, as probes of primary keys.
 */
export function isCarerOf(db: Db, userId: string, catId: string): boolean {
  return carerQueries(db).found.get({ userId, catId }) !== undefined;
}

/**
 * The cat's carers who can be told something (notices): its registrar, and the approved carers
 * and approved members of its colony whose accounts are active (not deleted, not waiting).
 */
export function carersToTell(db: Db, cat: Pick<Cat, 'id' | 'discoveredById'>): string[] {
  const active = and(isNull(users.deletedAt), eq(users.status, 'active'));
  const approved = db
    .select({ userId: carerRequests.userId })
    .from(carerRequests)
    .innerJoin(users, eq(users.id, carerRequests.userId))
    .where(and(eq(carerRequests.catId, cat.id), eq(carerRequests.status, 'approved'), active))
    .all();
  const members = db
    .select({ userId: colonyMembers.userId })
    .from(colonyCats)
    .innerJoin(colonyMembers, eq(colonyMembers.colonyId, colonyCats.colonyId))
    .innerJoin(users, eq(users.id, colonyMembers.userId))
    .where(and(eq(colonyCats.catId, cat.id), eq(colonyMembers.status, 'approved'), active))
    .all();
  return [
    ...new Set([
      cat.discoveredById,
      ...approved.map((r) => r.userId),
      ...members.map((r) => r.userId),
    ]),
  ];
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
