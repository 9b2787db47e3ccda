import { HEALTH, URGENT_HEALTH, type Health } from './constants.js';
import { FAIR_PLAY } from './points.js';

/**
 * Urgent health from someone who is not the cat's carer is a report (PRODUCT.md "Abuse at the
 * door", "Emergencies and abuse"): pending until confirmed, then the cat's health changes; closed
 * when a carer's check-in says otherwise.
 */
export const HEALTH_REPORT_STATUS = ['pending', 'confirmed', 'closed'] as const;
export type HealthReportStatus = (typeof HEALTH_REPORT_STATUS)[number];

/** The numbers of the urgent-report rules (docs/abuse.md "Urgent reports"). */
export const HEALTH_REPORTS = {
  /** A second person's urgent report within this many hours can confirm the first. */
  confirmWithinHours: 24,
  /** Pending reports show on the cat page (and can be confirmed) for this many days. */
  shownForDays: 7,
  /**
   * The second reporter is near the cat by the check-in rule: within this distance of the
   * position they may see (its public point), the distance beyond which a check-in earns nothing.
   */
  confirmerWithinMeters: FAIR_PLAY.maxDistanceMeters,
  /** ...and their account is older than this many days... */
  confirmerAccountDays: 7,
  /** ...with at least this many check-ins that earned points (not hidden by moderation). */
  confirmerEarningCheckins: 3,
} as const;

export const isUrgent = (health: Health) => URGENT_HEALTH.includes(health);

/** A report that a cat in an urgent state is better (HEALTH runs from Excelente to Emergência). */
export const reportsBetter = (reported: Health, before: Health) =>
  isUrgent(before) && HEALTH.indexOf(reported) < HEALTH.indexOf(before);
