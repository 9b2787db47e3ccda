import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { URGENT_HEALTH, type Health } from '../../shared/constants.js';
import { HEALTH_REPORTS, isUrgent, reportsBetter } from '../../shared/health-reports.js';
import type { AuthedContext, Context } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { healthReports } from '../db/health-reports-schema.js';
import { cats, users, type Cat, type User } from '../db/schema.js';
import { fail } from '../lib/app-error.js';
import { newId } from '../lib/ids.js';
import { catHiddenFrom } from '../moderation/visibility.js';
import { alertNearby, becameUrgent } from '../notifications/events.js';
import { notify } from '../notifications/notify.js';
import { carersToTell, isCarerOf } from './carer-rule.js';
import { moveCatCount } from './cat-counts.js';
import { reportConfirmedBy } from './urgent-confirmation.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const pendingOf = (catId: string) =>
  and(eq(healthReports.catId, catId), eq(healthReports.status, 'pending'));

const urgentPendingOf = (catId: string) =>
  and(pendingOf(catId), inArray(healthReports.health, [...URGENT_HEALTH]));

/** Settles the cat's pending reports: those of `health` confirmed, the others closed. */
function settlePending(tx: Db, catId: string, health: Health, by: string | null, now: Date) {
  tx.update(healthReports)
    .set({ status: 'confirmed', settledAt: now, settledById: by })
    .where(and(pendingOf(catId), eq(healthReports.health, health)))
    .run();
  tx.update(healthReports)
    .set({ status: 'closed', settledAt: now, settledById: by })
    .where(pendingOf(catId))
    .run();
}

export interface HealthVerdict {
  /** The cat's health after this check-in. */
  health: Health;
  /** A report was stored: waiting for confirmation, or confirmed by a second person. */
  report: 'pending' | 'confirmed' | null;
}

/**
 * What a check-in's health does to the cat (PRODUCT.md "Abuse at the door"). A carer's (or an
 * admin's: `byCarer`) is the cat's health, as always, and settles the pending reports. Someone else's
 * changes it only between non-urgent states; an urgent state becomes a report that tells the
 * carers at once and waits for a carer, or for a second, different person within 24 h who is near
 * the cat and whose account has a history; a better state while the cat is urgent is a report
 * only a carer can confirm.
 */
export function judgeCheckinHealth(
  tx: Db,
  ctx: Context,
  input: {
    cat: Cat;
    user: User;
    /** The author cares for the cat or is an admin (the check-in looked it up already). */
    byCarer: boolean;
    health: Health;
    /** The check-in's distance as check-ins are judged (to the public point for a non-carer). */
    distance: number;
    checkinId: string;
    madeAt: Date;
  },
): HealthVerdict {
  const { cat, user, health, madeAt } = input;
  const now = ctx.clock.now();
  if (input.byCarer) {
    settlePending(tx, cat.id, health, user.id, now);
    return { health, report: null };
  }
  const better = reportsBetter(health, cat.health);
  if (health === cat.health || (!isUrgent(health) && !better)) return { health, report: null };

  const report = {
    id: newId(),
    catId: cat.id,
    reporterId: user.id,
    checkinId: input.checkinId,
    health,
    createdAt: madeAt,
  };
  if (better) {
    tx.insert(healthReports)
      .values({ ...report, status: 'pending' })
      .run();
    return { health: cat.health, report: 'pending' };
  }

  // Another person's pending urgent report that this one confirms: only from someone near the
  // cat with an account that has a history (services/urgent-confirmation.ts).
  const second = reportConfirmedBy(tx, {
    catId: cat.id,
    reporter: user,
    distance: input.distance,
    checkinId: input.checkinId,
    madeAt,
  });
  if (second) {
    // Two people agree the cat is at least this bad.
    const agreed: Health =
      second.health === 'Emergência' && health === 'Emergência'
        ? 'Emergência'
        : 'Precisa de atenção';
    tx.insert(healthReports)
      .values({ ...report, status: 'confirmed', settledAt: now })
      .run();
    tx.update(healthReports)
      .set({ status: 'confirmed', settledAt: now })
      .where(urgentPendingOf(cat.id))
      .run();
    return { health: agreed, report: 'confirmed' };
  }

  tx.insert(healthReports)
    .values({ ...report, status: 'pending' })
    .run();
  notify(
    tx,
    ctx,
    carersToTell(tx, cat)
      .filter((id) => id !== user.id)
      .map((userId) => ({
        userId,
        kind: 'healthReported' as const,
        catId: cat.id,
        aboutUserId: user.id,
        params: { catName: cat.name, health, userName: user.name },
        urgent: health === 'Emergência',
      })),
  );
  return { health: cat.health, report: 'pending' };
}

/** What a check-in's health report is now, for an offline write sent again (null: none). */
export function healthReportOf(
  db: Db,
  checkin: { id: string; catId: string | null },
): HealthVerdict['report'] {
  if (checkin.catId === null) return null;
  const row = db
    .select({ status: healthReports.status })
    .from(healthReports)
    .where(and(eq(healthReports.catId, checkin.catId), eq(healthReports.checkinId, checkin.id)))
    .get();
  if (!row) return null;
  return row.status === 'confirmed' ? 'confirmed' : 'pending';
}

const notFound = () => fail('NOT_FOUND', 'catNotFound');

const canConfirm = (ctx: Context, catId: string) =>
  ctx.user !== null && (ctx.isAdmin || isCarerOf(ctx.db, ctx.user.id, catId));

/** The cat's pending reports of the last days, newest first, for its page. */
export function healthReportsOfCat(ctx: Context, catId: string) {
  const cat = ctx.db.select({ id: cats.id }).from(cats).where(eq(cats.id, catId)).get();
  if (!cat || catHiddenFrom(ctx, cat.id)) throw notFound();
  const since = new Date(ctx.clock.now().getTime() - HEALTH_REPORTS.shownForDays * DAY);
  const rows = ctx.db
    .select({ report: healthReports, name: users.name })
    .from(healthReports)
    .innerJoin(users, eq(users.id, healthReports.reporterId))
    .where(and(pendingOf(cat.id), gte(healthReports.createdAt, since)))
    .orderBy(desc(healthReports.createdAt))
    .limit(20)
    .all();
  return {
    reports: rows.map(({ report, name }) => ({
      _id: report.id,
      health: report.health,
      reporter: { _id: report.reporterId, name },
      createdAt: report.createdAt.toISOString(),
    })),
    canConfirm: canConfirm(ctx, cat.id),
  };
}

/**
 * A carer confirms a report ("Confirmar"): the cat's health becomes the reported one, and a cat
 * that became urgent alerts the region as a carer's check-in would.
 */
export function confirmHealthReport(ctx: AuthedContext, reportId: string) {
  return transaction(ctx.db, (tx) => {
    const report = tx.select().from(healthReports).where(eq(healthReports.id, reportId)).get();
    if (!report || catHiddenFrom(ctx, report.catId)) {
      throw fail('NOT_FOUND', 'healthReportNotFound');
    }
    if (!canConfirm(ctx, report.catId)) {
      throw fail('FORBIDDEN', 'carerOnly');
    }
    if (report.status !== 'pending') {
      throw fail('CONFLICT', 'healthReportSettled');
    }
    const cat = tx.select().from(cats).where(eq(cats.id, report.catId)).get()!;
    const now = ctx.clock.now();
    settlePending(tx, cat.id, report.health, ctx.user.id, now);
    tx.update(cats).set({ health: report.health, updatedAt: now }).where(eq(cats.id, cat.id)).run();
    moveCatCount(tx, cat, { ...cat, health: report.health });
    if (cat.status === 'Ativo' && becameUrgent(cat.health, report.health)) {
      alertNearby(tx, ctx, cat, report.health, ctx.user.id);
    }
    return { health: report.health };
  });
}
