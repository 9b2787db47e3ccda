import { and, desc, eq, gt, gte, inArray, ne, notExists, or } from 'drizzle-orm';
import { URGENT_HEALTH, type Health } from '../../shared/constants.js';
import { HEALTH_REPORTS } from '../../shared/health-reports.js';
import type { Db } from '../db/client.js';
import { healthReports } from '../db/health-reports-schema.js';
import { hiddenItems } from '../db/moderation-schema.js';
import { checkins, type User } from '../db/schema.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Whether a non-carer's urgent report can confirm another person's (PRODUCT.md "Emergencies and
 * abuse", docs/abuse.md "Urgent reports"): its author is near the cat by the check-in rule and has
 * an account with a history. A position sent by a phone proves nothing by itself, so the history
 * is what keeps two new accounts from ever making a cat urgent.
 */
function canConfirm(
  tx: Db,
  reporter: Pick<User, 'id' | 'createdAt'>,
  report: { distance: number; checkinId: string; madeAt: Date },
): boolean {
  if (report.distance > HEALTH_REPORTS.confirmerWithinMeters) return false;
  const oldEnough = new Date(report.madeAt.getTime() - HEALTH_REPORTS.confirmerAccountDays * DAY);
  if (reporter.createdAt > oldEnough) return false;
  // Counted from the check-ins themselves, this one left out; what moderation hid (the check-in
  // or its cat) counts for nothing.
  const earning = tx
    .select({ id: checkins.id })
    .from(checkins)
    .where(
      and(
        eq(checkins.userId, reporter.id),
        gt(checkins.pointsEarned, 0),
        ne(checkins.id, report.checkinId),
        notExists(
          tx
            .select({ id: hiddenItems.targetId })
            .from(hiddenItems)
            .where(
              or(
                and(eq(hiddenItems.targetType, 'checkin'), eq(hiddenItems.targetId, checkins.id)),
                and(eq(hiddenItems.targetType, 'cat'), eq(hiddenItems.targetId, checkins.catId)),
              ),
            ),
        ),
      ),
    )
    .limit(HEALTH_REPORTS.confirmerEarningCheckins)
    .all();
  return earning.length >= HEALTH_REPORTS.confirmerEarningCheckins;
}

/**
 * The other person's pending urgent report on the cat that this urgent report confirms (the
 * newest within the window), or undefined: none, or this reporter cannot confirm. The same person
 * reporting twice confirms nothing.
 */
export function reportConfirmedBy(
  tx: Db,
  input: {
    catId: string;
    reporter: Pick<User, 'id' | 'createdAt'>;
    /** The check-in's distance, judged as check-ins are (to the public point for a non-carer). */
    distance: number;
    checkinId: string;
    madeAt: Date;
  },
): { health: Health } | undefined {
  const since = new Date(input.madeAt.getTime() - HEALTH_REPORTS.confirmWithinHours * HOUR);
  const other = tx
    .select({ health: healthReports.health })
    .from(healthReports)
    .where(
      and(
        eq(healthReports.catId, input.catId),
        eq(healthReports.status, 'pending'),
        inArray(healthReports.health, [...URGENT_HEALTH]),
        ne(healthReports.reporterId, input.reporter.id),
        gte(healthReports.createdAt, since),
      ),
    )
    .orderBy(desc(healthReports.createdAt))
    .get();
  if (!other || !canConfirm(tx, input.reporter, input)) return undefined;
  return other;
}
