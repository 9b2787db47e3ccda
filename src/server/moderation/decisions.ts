import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { ModerationAction, ReportOutcome } from '../../shared/moderation.js';
import type { AuthedContext } from '../context.js';
import type { Db } from '../db/client.js';
import { moderationLog, reports } from '../db/moderation-schema.js';
import { users } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import type { Target } from './targets.js';
import { canModerate } from './visibility.js';
import { fail } from '../lib/app-error.js';

/* What every moderator's decision does: who may take it, its line in the audit log, and the
 * reports it closes. */

export function requireModerator(ctx: AuthedContext) {
  if (!canModerate(ctx)) throw fail('FORBIDDEN', 'moderatorOnly');
}

/** Writes the decision to the audit log. */
export function log(
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
export function ownCase(tx: Db, ctx: AuthedContext, target: Target): boolean {
  if (target.ownerId !== ctx.user.id) return false;
  if (anotherModerator(tx, ctx.user.id)) {
    throw fail('FORBIDDEN', 'moderateOwn');
  }
  return true;
}

/** Closes the item's open reports with the outcome, and tells each reporter. */
export function resolveReports(
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
