import type { AchievementId } from './achievements.js';
import type { Health } from './constants.js';
import type { HealthKind, Vaccine } from './health-record.js';
import type { ReportOutcome } from './moderation.js';

/**
 * What a notification can be about. Stored as these names and sent over the wire, so never
 * renamed; the texts come from i18n (notifications.kinds).
 */
export const NOTIFICATION_KINDS = [
  'nearbyAlert',
  'favoriteCheckin',
  'favoriteEdit',
  'achievement',
  'levelUp',
  'carerRequest',
  'carerApproved',
  'carerDeclined',
  'helpClaimed',
  'helpJoined',
  'helpLapsed',
  'helpWithdrawn',
  'reportResolved',
  'contentHidden',
  'shiftMissed',
  'colonyUnfed',
  'healthReported',
  'colonyRemoved',
  'colonyRequest',
  'colonyApproved',
  'colonyDeclined',
  'helpOffered',
  'helpAccepted',
  'moreFromUser',
  'catUnseen',
  'doseDue',
  'doseLate',
  'doseMissed',
  'doseDayUntaken',
  'doseNight',
  'healthDue',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification's text is made of: names as they were when it was written. */
export interface NotificationParams {
  catName?: string;
  /** The other person's public name (shown in the app, never in a push). */
  userName?: string;
  health?: Health;
  level?: number;
  achievement?: AchievementId;
  /** A report's outcome, and a moderator's reason for hiding something of yours. */
  outcome?: ReportOutcome;
  reason?: string;
  /** A colony's alerts (feeding rota): the colony, the shift's day and window, the limit. */
  colonyId?: string;
  colonyName?: string;
  weekday?: number;
  startMinute?: number;
  endMinute?: number;
  hours?: number;
  /** "Gatos sumidos": whole days since the cat was last seen (by `userName`). */
  days?: number;
  /** "Mais 3 avisos de Ana hoje": notices one account caused past the daily bound. */
  count?: number;
  /** A treatment round's notices: the medicine (startMinute: the dose's local time). */
  medicine?: string;
  /** The cat has sporotrichosis: its handling advice goes with the notice (a zoonosis). */
  handling?: boolean;
  /**
   * A health record's due item (healthDue): its kind (and vaccine), its due day 'YYYY-MM-DD', and
   * whether that day had passed when it was told. Never a place.
   */
  healthKind?: HealthKind;
  vaccine?: Vaccine | null;
  dueOn?: string;
  overdue?: boolean;
}

/** The rules of notifications and the emergency loop (PRODUCT.md), in one place. */
export const NOTIFY = {
  /** A favourite cat's check-ins and changes: at most one notification per cat per user per 6 h. */
  favoriteEveryHours: 6,
  /** Pushes per user per community day, the morning digest included. */
  pushesPerDay: 10,
  /** No pushes from 22:00 to 07:00 community time, except emergencies; held ones go in a digest. */
  quietFromHour: 22,
  quietUntilHour: 7,
  /**
   * Notices one account causes one person in 24 h; past that, one digest counts the rest
   * (notifications/notify.ts). Nearby alerts name no cause and are never held back.
   */
  perCausePerDay: 5,
  /** "Eu vou ajudar" lapses after this long without the helper's check-in. */
  claimHours: 3,
  /** The region is stored rounded to this many decimal places of a degree (about 1.1 km). */
  regionDecimals: 2,
  pageSize: 20,
} as const;

/** Whether a local hour (0–23) falls in the quiet hours. */
export const inQuietHours = (hour: number): boolean =>
  hour >= NOTIFY.quietFromHour || hour < NOTIFY.quietUntilHour;
