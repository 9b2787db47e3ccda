import { and, countDistinct, eq, isNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { MODERATION } from '../../shared/moderation.js';
import type { contentActionInput, reportInput } from '../../shared/schemas/moderation.js';
import type { AuthedContext } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { hiddenItems, reports } from '../db/moderation-schema.js';
import { users } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { notify } from '../notifications/notify.js';
import { findTarget, type Target } from './targets.js';
import { log, ownCase, requireModerator, resolveReports } from './decisions.js';
import { limitWrites } from '../services/write-limits.js';
import { fail } from '../lib/app-error.js';

const DAY = 24 * 60 * 60 * 1000;
/** The reason kept for content hidden by reports, before a moderator looks. */
const AUTO_REASON = 'Oculto após denúncias da comunidade, aguardando a moderação.';

const isHidden = (tx: Db, target: Target) =>
  tx
    .select()
    .from(hiddenItems)
    .where(
      and(eq(hiddenItems.targetId, target.id), eq(hiddenItems.targetType, target.type as 'cat')),
    )
    .get();

function hide(
  tx: Db,
  now: Date,
  target: Target,
  by: { actorId: string | null; reason: string; auto: boolean },
) {
  const values = { reason: by.reason, auto: by.auto, hiddenById: by.actorId, hiddenAt: now };
  tx.insert(hiddenItems)
    .values({ targetType: target.type as 'cat', targetId: target.id, ...values })
    .onConflictDoUpdate({ target: [hiddenItems.targetId, hiddenItems.targetType], set: values })
    .run();
}

/**
 * A signed-in user reports an item: one open report per person and item. Reports from three
 * different accounts at least 7 days old hide the content until a moderator looks.
 */
export function createReport(ctx: AuthedContext, input: z.output<typeof reportInput>) {
  limitWrites(ctx, 'reports');
  return transaction(ctx.db, (tx) => {
    const target = findTarget(tx, input.targetType, input.targetId);
    if (target.ownerId === ctx.user.id) {
      throw fail('BAD_REQUEST', 'reportOwn');
    }
    const now = ctx.clock.now();
    const inserted = tx
      .insert(reports)
      .values({
        id: newId(),
        reporterId: ctx.user.id,
        targetType: target.type,
        targetId: target.id,
        reason: input.reason,
        text: input.text,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
      .get();
    if (!inserted) throw fail('CONFLICT', 'reportDuplicate');

    if (target.type !== 'user' && !isHidden(tx, target)) {
      const oldEnough = new Date(now.getTime() - MODERATION.reporterMinAgeDays * DAY);
      const trusted =
        tx
          .select({ n: countDistinct(reports.reporterId) })
          .from(reports)
          .innerJoin(users, eq(users.id, reports.reporterId))
          .where(
            and(
              eq(reports.targetType, target.type),
              eq(reports.targetId, target.id),
              isNull(reports.resolvedAt),
              lte(users.createdAt, oldEnough),
            ),
          )
          .get()?.n ?? 0;
      if (trusted >= MODERATION.autoHideReports) {
        hide(tx, now, target, { actorId: null, reason: AUTO_REASON, auto: true });
        log(tx, now, { actorId: null, action: 'autoHide', target, reason: AUTO_REASON });
      }
    }
    return { _id: inserted.id, status: 'open' as const, createdAt: now.toISOString() };
  });
}

type ContentAction = z.output<typeof contentActionInput>;

/** Hides the item from everyone but its owner and moderators; its owner is told why. */
export function hideContent(ctx: AuthedContext, input: ContentAction) {
  requireModerator(ctx);
  return transaction(ctx.db, (tx) => {
    const target = findTarget(tx, input.targetType, input.targetId);
    const own = ownCase(tx, ctx, target);
    const now = ctx.clock.now();
    hide(tx, now, target, { actorId: ctx.user.id, reason: input.reason, auto: false });
    log(tx, now, {
      actorId: ctx.user.id,
      action: 'hide',
      target,
      reason: input.reason,
      ownCase: own,
    });
    notify(tx, ctx, [
      {
        userId: target.ownerId,
        kind: 'contentHidden',
        catId: target.catId,
        params: { reason: input.reason, catName: target.title },
      },
    ]);
    return {
      done: true as const,
      resolvedReports: resolveReports(tx, ctx, target, 'hidden', ctx.user.id),
    };
  });
}

/** Shows a hidden item again (a mistaken or automatic hide). */
export function restoreContent(ctx: AuthedContext, input: ContentAction) {
  requireModerator(ctx);
  return transaction(ctx.db, (tx) => {
    const target = findTarget(tx, input.targetType, input.targetId);
    const own = ownCase(tx, ctx, target);
    if (!isHidden(tx, target)) throw fail('CONFLICT', 'notHidden');
    tx.delete(hiddenItems)
      .where(
        and(eq(hiddenItems.targetId, target.id), eq(hiddenItems.targetType, target.type as 'cat')),
      )
      .run();
    log(tx, ctx.clock.now(), {
      actorId: ctx.user.id,
      action: 'restore',
      target,
      reason: input.reason,
      ownCase: own,
    });
    return {
      done: true as const,
      resolvedReports: resolveReports(tx, ctx, target, 'kept', ctx.user.id),
    };
  });
}

/** Keeps a reported item as it is and closes its reports. */
export function dismissReports(
  ctx: AuthedContext,
  input: { targetType: Target['type']; targetId: string; reason: string },
) {
  requireModerator(ctx);
  return transaction(ctx.db, (tx) => {
    const target = findTarget(tx, input.targetType, input.targetId);
    const own = ownCase(tx, ctx, target);
    log(tx, ctx.clock.now(), {
      actorId: ctx.user.id,
      action: 'dismiss',
      target,
      reason: input.reason,
      ownCase: own,
    });
    return {
      done: true as const,
      resolvedReports: resolveReports(tx, ctx, target, 'kept', ctx.user.id),
    };
  });
}
