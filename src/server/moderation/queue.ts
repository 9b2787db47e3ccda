import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { MODERATION, type ReportTarget } from '../../shared/moderation.js';
import type { AuthedContext } from '../context.js';
import { hiddenItems, moderationLog, reports } from '../db/moderation-schema.js';
import { users } from '../db/schema.js';
import { lookUp } from './targets.js';
import { canModerate } from './visibility.js';
import { fail } from '../lib/app-error.js';

function requireModerator(ctx: AuthedContext) {
  if (!canModerate(ctx)) throw fail('FORBIDDEN', 'moderatorOnly');
}

const pages = (total: number, page: number) => ({
  total,
  page,
  totalPages: Math.max(1, Math.ceil(total / MODERATION.pageSize)),
});

const nameOf = (ctx: AuthedContext, id: string | null) => {
  if (!id) return null;
  const row = ctx.db.select({ name: users.name }).from(users).where(eq(users.id, id)).get();
  return row ? { _id: id, name: row.name } : null;
};

/** Reported items with open reports: most reported first, then the newest. */
export function reportQueue(ctx: AuthedContext, page: number) {
  requireModerator(ctx);
  const open = isNull(reports.resolvedAt);
  const latest = sql<number>`max(${reports.createdAt})`;
  const n = count();
  const groups = ctx.db
    .select({ targetType: reports.targetType, targetId: reports.targetId, n, latest })
    .from(reports)
    .where(open)
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(desc(n), desc(latest))
    .limit(MODERATION.pageSize)
    .offset((page - 1) * MODERATION.pageSize)
    .all();
  const total =
    ctx.db
      .select({
        n: sql<number>`count(distinct ${reports.targetType} || ':' || ${reports.targetId})`,
      })
      .from(reports)
      .where(open)
      .get()?.n ?? 0;
  const items = groups.map((group) => {
    const target = lookUp(ctx.db, group.targetType, group.targetId);
    const hidden = ctx.db
      .select()
      .from(hiddenItems)
      .where(eq(hiddenItems.targetId, group.targetId))
      .get();
    const owner = target ? nameOf(ctx, target.ownerId) : null;
    const ownerStatus = target
      ? ctx.db
          .select({ status: users.status })
          .from(users)
          .where(eq(users.id, target.ownerId))
          .get()
      : undefined;
    const rows = ctx.db
      .select({ report: reports, reporterName: users.name })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reporterId))
      .where(
        and(open, eq(reports.targetType, group.targetType), eq(reports.targetId, group.targetId)),
      )
      .orderBy(desc(reports.createdAt))
      .limit(10)
      .all();
    return {
      targetType: group.targetType,
      targetId: group.targetId,
      reportCount: group.n,
      latestAt: new Date(group.latest).toISOString(),
      hidden: hidden ? { reason: hidden.reason, auto: hidden.auto } : null,
      context: {
        title: target?.title ?? '',
        text: target?.text ?? '',
        imageUrl: target?.imageUrl ?? null,
        link: linkOf(group.targetType, group.targetId, target?.catId ?? null),
        owner,
        ownerSuspended: ownerStatus?.status === 'suspended',
      },
      reports: rows.map(({ report, reporterName }) => ({
        reason: report.reason,
        text: report.text,
        reporter: { _id: report.reporterId, name: reporterName },
        createdAt: report.createdAt.toISOString(),
      })),
    };
  });
  return { items, ...pages(total, page) };
}

function linkOf(type: ReportTarget, id: string, catId: string | null): string | null {
  if (type === 'user') return `/profile/${id}`;
  return catId ? `/cat/${catId}` : null;
}

/** The audit log, newest first. */
export function moderationHistory(ctx: AuthedContext, page: number) {
  requireModerator(ctx);
  const total = ctx.db.select({ n: count() }).from(moderationLog).get()?.n ?? 0;
  const rows = ctx.db
    .select({ entry: moderationLog, actorName: users.name, hiddenReason: hiddenItems.reason })
    .from(moderationLog)
    .leftJoin(users, eq(users.id, moderationLog.actorId))
    .leftJoin(
      hiddenItems,
      and(
        eq(hiddenItems.targetId, moderationLog.targetId),
        eq(hiddenItems.targetType, moderationLog.targetType),
      ),
    )
    .orderBy(desc(moderationLog.createdAt), desc(sql`${moderationLog}.rowid`))
    .limit(MODERATION.pageSize)
    .offset((page - 1) * MODERATION.pageSize)
    .all();
  return {
    entries: rows.map(({ entry, actorName, hiddenReason }) => ({
      _id: entry.id,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      reason: entry.reason,
      actor: entry.actorId && actorName ? { _id: entry.actorId, name: actorName } : null,
      createdAt: entry.createdAt.toISOString(),
      hiddenNow: hiddenReason !== null,
      ownCase: entry.ownCase,
    })),
    ...pages(total, page),
  };
}
