import { and, eq } from 'drizzle-orm';
import type { AuthedContext } from '../context.js';
import type { Db } from '../db/client.js';
import { carerRequests, cats } from '../db/schema.js';
import { coordinatesColonyOf, isCarerOf } from './carer-rule.js';
import { fail } from '../lib/app-error.js';

export type CarerRequestRow = typeof carerRequests.$inferSelect;
export type CarerCat = { id: string; name: string; discoveredById: string; createdAt: Date };

/** How the caller relates to a cat: a relation other than 'none' sees who its carers are. */
export type Relation = 'registrar' | 'carer' | 'admin' | 'none';

export const DAY_MS = 24 * 60 * 60 * 1000;

export function catOrThrow(db: Db, catId: string): CarerCat {
  const cat = db
    .select({
      id: cats.id,
      name: cats.name,
      discoveredById: cats.discoveredById,
      createdAt: cats.createdAt,
    })
    .from(cats)
    .where(eq(cats.id, catId))
    .get();
  if (!cat) throw fail('NOT_FOUND', 'catNotFound');
  return cat;
}

export const requestRow = (db: Db, catId: string, userId: string): CarerRequestRow | undefined =>
  db
    .select()
    .from(carerRequests)
    .where(and(eq(carerRequests.catId, catId), eq(carerRequests.userId, userId)))
    .get();

export function relationOf(
  ctx: AuthedContext,
  cat: CarerCat,
  own: CarerRequestRow | undefined,
): Relation {
  if (cat.discoveredById === ctx.user.id) return 'registrar';
  if (own?.status === 'approved') return 'carer';
  // A member of the cat's colony is its carer too (services/carer-rule.ts).
  if (isCarerOf(ctx.db, ctx.user.id, cat.id)) return 'carer';
  if (ctx.isAdmin) return 'admin';
  return 'none';
}

/**
 * Whether the caller decides the cat's carer requests (approves, declines, revokes): its
 * registrar, a carer approved for this cat directly, a coordinator of its colony, or an admin.
 * Care that comes only from colony membership decides nothing: a member who asked before joining
 * could otherwise approve their own request and keep the exact position after leaving.
 */
export function decidesFor(ctx: AuthedContext, cat: CarerCat): boolean {
  if (ctx.isAdmin || cat.discoveredById === ctx.user.id) return true;
  if (requestRow(ctx.db, cat.id, ctx.user.id)?.status === 'approved') return true;
  return coordinatesColonyOf(ctx.db, ctx.user.id, cat.id);
}

/** The cat, for a caller who decides its carer requests (`decidesFor`). */
export function requireDecider(ctx: AuthedContext, catId: string) {
  const cat = catOrThrow(ctx.db, catId);
  if (decidesFor(ctx, cat)) return cat;
  const cares = isCarerOf(ctx.db, ctx.user.id, cat.id);
  throw fail('FORBIDDEN', cares ? 'carerDecideOnly' : 'carerOnly');
}

/** When a declined or revoked user may ask again, or null when nothing holds them back. */
export function askAgainAt(row: CarerRequestRow | undefined, waitDays: number): Date | null {
  if (!row?.decidedAt || (row.status !== 'declined' && row.status !== 'revoked')) return null;
  return new Date(row.decidedAt.getTime() + waitDays * DAY_MS);
}
