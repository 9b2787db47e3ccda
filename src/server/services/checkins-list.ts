import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuthedContext, Context } from '../context.js';
import { cats, checkins } from '../db/schema.js';
import { fail } from '../lib/app-error.js';
import { catHiddenFrom, visibleCheckins } from '../moderation/visibility.js';
import { toCheckinDtos, viewerOf } from './checkin-dtos.js';

// The check-in lists, a page at a time; recording a check-in is services/checkins.ts.

function listCheckins(ctx: Context, scope: SQL, page: number, limit: number) {
  const where = and(scope, visibleCheckins(ctx));
  const total = ctx.db.select({ n: count() }).from(checkins).where(where).get()?.n ?? 0;
  const rows = ctx.db
    .select()
    .from(checkins)
    .where(where)
    .orderBy(desc(checkins.createdAt), desc(checkins.id))
    .limit(limit)
    .offset((page - 1) * limit)
    .all();
  return {
    checkIns: toCheckinDtos(ctx.db, rows, viewerOf(ctx)),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  };
}

/** A cat's check-ins, newest first (public). */
export function checkinsByCat(ctx: Context, input: { catId: string; page: number; limit: number }) {
  const cat = ctx.db.select({ id: cats.id }).from(cats).where(eq(cats.id, input.catId)).get();
  if (!cat || catHiddenFrom(ctx, cat.id)) throw fail('NOT_FOUND', 'checkinCatNotFound');
  return listCheckins(ctx, eq(checkins.catId, cat.id), input.page, input.limit);
}

/** The signed-in user's own check-ins, newest first. */
export function myCheckins(ctx: AuthedContext, input: { page: number; limit: number }) {
  return listCheckins(ctx, eq(checkins.userId, ctx.user.id), input.page, input.limit);
}
