import { and, desc, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../shared/constants.js';
import type { AuthedContext } from '../context.js';
import { cats, favorites } from '../db/schema.js';
import { toCatDtos, type CatDto } from './cat-dto.js';
import { hiddenCatIds, notAmong } from '../moderation/visibility.js';
import { fail } from '../lib/app-error.js';

/** Adds a favourite; adding it again changes nothing. */
export function addFavorite(ctx: AuthedContext, catId: string) {
  const cat = ctx.db.select({ id: cats.id }).from(cats).where(eq(cats.id, catId)).get();
  if (!cat) throw fail('NOT_FOUND', 'catNotFound');
  ctx.db
    .insert(favorites)
    .values({ userId: ctx.user.id, catId, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .run();
  return { catId, isFavorite: true };
}

/** Removes a favourite; removing one that is not there changes nothing. */
export function removeFavorite(ctx: AuthedContext, catId: string) {
  ctx.db
    .delete(favorites)
    .where(and(eq(favorites.userId, ctx.user.id), eq(favorites.catId, catId)))
    .run();
  return { catId, isFavorite: false };
}

/** The user's favourite cats, most recently favourited first (a bounded answer: the latest ones). */
export function listFavorites(ctx: AuthedContext): CatDto[] {
  const rows = ctx.db
    .select({ cat: cats })
    .from(favorites)
    .innerJoin(cats, eq(cats.id, favorites.catId))
    .where(and(eq(favorites.userId, ctx.user.id), notAmong(cats.id, hiddenCatIds(ctx))))
    .orderBy(desc(favorites.createdAt), desc(sql`${favorites}.rowid`))
    .limit(LIMITS.favoritesListMax)
    .all();
  return toCatDtos(
    ctx,
    rows.map((r) => r.cat),
  );
}
