import { TRPCError } from '@trpc/server';
import { and, countDistinct, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MODERATION, type ModerationAction, type ReportOutcome } from '../../shared/moderation.js';
import type {
  contentActionInput,
  reportInput,
  userActionInput,
} from '../../shared/schemas/moderation.js';
import type { AuthedContext } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { hiddenItems, moderationLog, reports, suspensions } from '../db/moderation-schema.js';
import { users } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { setRanked } from '../services/ledger.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import { findTarget, type Target } from './targets.js';
import { canModerate } from './visibility.js';
import { limitWrites } from '../services/write-limits.js';

const DAY = 24 * 60 * 60 * 1000;
/** The reason kept for content hidden by reports, before a moderator looks. */
const AUTO_REASON = 'Oculto após denúncias da comunidade, aguardando a moderação.';

function log(
  tx: Db,
  now: Date,
  entry: {
    actorId: string | null;
    action: ModerationAction;
    target: Target;
    reason: string;
    ownCase?: boolean;
  },
) {
  tx.insert(moderationLog)
    .values({
      id: newId(),
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id,
      reason: entry.reason,
      ownCase: entry.ownCase ?? false,
      createdAt: now,
    })
    .run();
}

/** Whether anyone else (an active moderator or admin) could take this decision. */
const anotherModerator = (tx: Db, meId: string): boolean =>
  tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, meId),
        or(eq(users.isAdmin, true), eq(users.isModerator, true)),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    )
    .get() !== undefined;

/**
 * A moderator never decides about their own content or reports about themselves while someone
 * else could: returns whether this is such an own case (allowed only as the only moderator, and
 * flagged in the audit log).
 */
function ownCase(tx: Db, ctx: AuthedContext, target: Target): boolean {
  if (target.ownerId !== ctx.user.id) return false;
  if (anotherModerator(tx, ctx.user.id)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'moderateOwn' });
  }
  return true;
}

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
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'reportOwn' });
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
    if (!inserted) throw new TRPCError({ code: 'CONFLICT', message: 'reportDuplicate' });

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

function requireModerator(ctx: AuthedContext) {
  if (!canModerate(ctx)) throw new TRPCError({ code: 'FORBIDDEN', message: 'moderatorOnly' });
}

/** Closes the item's open reports with the outcome, and tells each reporter. */
function resolveReports(
  tx: Db,
  deps: NotifyDeps,
  target: Target,
  outcome: ReportOutcome,
  by: string,
) {
  const now = deps.clock.now();
  const closed = tx
    .update(reports)
    .set({ resolvedAt: now, resolvedById: by, outcome })
    .where(
      and(
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        isNull(reports.resolvedAt),
      ),
    )
    .returning({ reporterId: reports.reporterId })
    .all();
  notify(
    tx,
    deps,
    closed.map((r) => ({
      userId: r.reporterId,
      kind: 'reportResolved',
      catId: target.type === 'user' ? null : target.catId,
      params: { outcome },
    })),
  );
  return closed.length;
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
    if (!isHidden(tx, target)) throw new TRPCError({ code: 'CONFLICT', message: 'notHidden' });
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

/**
 * Suspends an account: its sessions end at once (the token version moves on, and a suspended
 * account is nobody to the API), and login says why. Admins and oneself cannot be suspended.
 */
export function suspendUser(ctx: AuthedContext, input: z.output<typeof userActionInput>) {
  requireModerator(ctx);
  return transaction(ctx.db, (tx) => {
    const target = findTarget(tx, 'user', input.userId);
    const user = tx.select().from(users).where(eq(users.id, target.id)).get()!;
    if (user.isAdmin || user.id === ctx.user.id) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'suspendNotAllowed' });
    }
    const now = ctx.clock.now();
    tx.update(users)
      .set({ status: 'suspended', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, user.id))
      .run();
    if (user.status !== 'suspended') setRanked(tx, user.id, false);
    const values = { reason: input.reason, suspendedById: ctx.user.id, suspendedAt: now };
    tx.insert(suspensions)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: suspensions.userId, set: values })
      .run();
    log(tx, now, { actorId: ctx.user.id, action: 'suspend', target, reason: input.reason });
    return {
      done: true as const,
      resolvedReports: resolveReports(tx, ctx, target, 'suspended', ctx.user.id),
    };
  });
}

export function unsuspendUser(ctx: AuthedContext, input: z.output<typeof userActionInput>) {
  requireModerator(ctx);
  return transaction(ctx.db, (tx) => {
    const target = findTarget(tx, 'user', input.userId);
    const user = tx.select().from(users).where(eq(users.id, target.id)).get()!;
    if (user.status !== 'suspended') {
      throw new TRPCError({ code: 'CONFLICT', message: 'notSuspended' });
    }
    const now = ctx.clock.now();
    tx.update(users).set({ status: 'active', updatedAt: now }).where(eq(users.id, user.id)).run();
    setRanked(tx, user.id, true);
    tx.delete(suspensions).where(eq(suspensions.userId, user.id)).run();
    log(tx, now, { actorId: ctx.user.id, action: 'unsuspend', target, reason: input.reason });
    return { done: true as const, resolvedReports: 0 };
  });
}

/** Why an account is suspended (login tells the person). */
export const suspensionReason = (db: Db, userId: string): string =>
  db.select().from(suspensions).where(eq(suspensions.userId, userId)).get()?.reason ?? '';
