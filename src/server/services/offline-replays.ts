import { eq } from 'drizzle-orm';
import type { AuthedContext } from '../context.js';
import { checkins } from '../db/schema.js';
import { renderBonusLines } from './bonus-details.js';
import { toCatDtos } from './cat-dto.js';
import { findCat } from './cat-queries.js';
import { toCheckinDtos, viewerOf } from './checkin-dtos.js';
import { healthReportOf } from './health-reports.js';
import type { EarlierWrite } from './client-writes.js';

/**
 * The answers to a write sent again with its client id: the first answer's ids, points, bonus
 * lines and totals, with the entity as it is now, in the caller's language.
 */
export function replayCheckin(ctx: AuthedContext, earlier: EarlierWrite) {
  const row = ctx.db.select().from(checkins).where(eq(checkins.id, earlier.entityId)).get();
  if (!row) throw new Error(`replayCheckin: check-in ${earlier.entityId} vanished`);
  const [checkIn] = toCheckinDtos(ctx.db, [row], viewerOf(ctx));
  return {
    checkIn: checkIn!,
    healthReport: healthReportOf(ctx.db, row),
    pointsEarned: earlier.pointsEarned,
    bonusDetails: checkIn!.bonusDetails,
    user: { points: earlier.userPoints, level: earlier.userLevel },
  };
}

/** A cat deleted since its first send answers 404, as any request about it would. */
export function replayCat(ctx: AuthedContext, earlier: EarlierWrite) {
  const [dto] = toCatDtos(ctx, [findCat(ctx, earlier.entityId)]);
  return {
    ...dto!,
    pointsEarned: earlier.pointsEarned,
    bonusDetails: renderBonusLines(ctx.locale, earlier.bonusDetails),
  };
}
