import { and, asc, count, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { CARERS } from '../../shared/constants.js';
import type { CarerEntry, CarerPending, CarersForCat } from '../../shared/schemas/carers-output.js';
import type { AuthedContext } from '../context.js';
import type { Db } from '../db/client.js';
import { carerRequests, cats, users } from '../db/schema.js';
import { askAgainAt, catOrThrow, decidesFor, relationOf, requestRow } from './carer-access.js';
import { decidedCatIds } from './carer-rule.js';

const pendingColumns = {
  userId: carerRequests.userId,
  name: users.name,
  profilePicture: users.profilePicture,
  catId: carerRequests.catId,
  catName: cats.name,
  message: carerRequests.message,
  requestedAt: carerRequests.requestedAt,
};

/**
 * Pending requests of live accounts matching `where`, oldest first, at most CARERS.pendingMax;
 * never the reader's own (nobody decides their own request).
 */
function pendingWhere(db: Db, readerId: string, where: ReturnType<typeof and>): CarerPending[] {
  return db
    .select(pendingColumns)
    .from(carerRequests)
    .innerJoin(users, eq(users.id, carerRequests.userId))
    .innerJoin(cats, eq(cats.id, carerRequests.catId))
    .where(
      and(
        eq(carerRequests.status, 'pending'),
        isNull(users.deletedAt),
        ne(carerRequests.userId, readerId),
        where,
      ),
    )
    .orderBy(asc(carerRequests.requestedAt), asc(carerRequests.userId))
    .limit(CARERS.pendingMax)
    .all()
    .map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() }));
}

const approvedOf = (catId: string) =>
  and(
    eq(carerRequests.catId, catId),
    eq(carerRequests.status, 'approved'),
    isNull(users.deletedAt),
  );

function carersOf(
  db: Db,
  cat: { id: string; discoveredById: string; createdAt: Date },
  decides: boolean,
) {
  const registrar = db
    .select({ name: users.name, profilePicture: users.profilePicture })
    .from(users)
    .where(eq(users.id, cat.discoveredById))
    .get();
  const approved = db
    .select({
      userId: carerRequests.userId,
      name: users.name,
      profilePicture: users.profilePicture,
      decidedAt: carerRequests.decidedAt,
      requestedAt: carerRequests.requestedAt,
    })
    .from(carerRequests)
    .innerJoin(users, eq(users.id, carerRequests.userId))
    .where(approvedOf(cat.id))
    .orderBy(asc(carerRequests.decidedAt), asc(carerRequests.userId))
    .limit(CARERS.pendingMax)
    .all();
  const list: CarerEntry[] = [
    {
      userId: cat.discoveredById,
      name: registrar?.name ?? '',
      profilePicture: registrar?.profilePicture ?? '',
      role: 'registrar',
      since: cat.createdAt.toISOString(),
      canRevoke: false,
    },
    ...approved.map((row) => ({
      userId: row.userId,
      name: row.name,
      profilePicture: row.profilePicture,
      role: 'carer' as const,
      since: (row.decidedAt ?? row.requestedAt).toISOString(),
      canRevoke: decides,
    })),
  ];
  return list;
}

function approvedCount(db: Db, catId: string): number {
  const row = db
    .select({ n: count() })
    .from(carerRequests)
    .innerJoin(users, eq(users.id, carerRequests.userId))
    .where(approvedOf(catId))
    .get();
  return row?.n ?? 0;
}

/**
 * The cat page's carers section for the caller: their own request, how many carers the cat has,
 * for carers and admins who they are, and for those who decide requests (`decidesFor`) who is
 * waiting for an answer.
 */
export function carersForCat(ctx: AuthedContext, catId: string): CarersForCat {
  const cat = catOrThrow(ctx.db, catId);
  const own = requestRow(ctx.db, cat.id, ctx.user.id);
  const role = relationOf(ctx, cat, own);
  const until = askAgainAt(own, CARERS.askAgainDays);
  const request = own
    ? {
        status: own.status,
        requestedAt: own.requestedAt.toISOString(),
        decidedAt: own.decidedAt?.toISOString() ?? null,
        askAgainAt: until && until > ctx.clock.now() ? until.toISOString() : null,
      }
    : null;
  const decides = decidesFor(ctx, cat);
  return {
    catId: cat.id,
    role,
    request,
    carersCount: 1 + approvedCount(ctx.db, cat.id),
    carers: role !== 'none' ? carersOf(ctx.db, cat, decides) : [],
    pending: decides ? pendingWhere(ctx.db, ctx.user.id, eq(carerRequests.catId, cat.id)) : [],
  };
}

/** Pending requests on every cat whose requests the caller decides (every cat, for admins). */
export function pendingForMe(ctx: AuthedContext): CarerPending[] {
  if (ctx.isAdmin) return pendingWhere(ctx.db, ctx.user.id, undefined);
  const registered = ctx.db
    .select({ id: cats.id })
    .from(cats)
    .where(eq(cats.discoveredById, ctx.user.id));
  return pendingWhere(
    ctx.db,
    ctx.user.id,
    or(
      inArray(carerRequests.catId, registered),
      inArray(carerRequests.catId, decidedCatIds(ctx.db, ctx.user.id)),
    ),
  );
}
