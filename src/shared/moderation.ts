/** Moderation and abuse (PRODUCT.md): what can be reported, why, and the rules. */
export const REPORT_TARGETS = ['cat', 'photo', 'checkin', 'user'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The reasons a report picks from; texts in i18n (moderation.reasons). */
export const REPORT_REASONS = [
  'fake',
  'abusive',
  'inappropriatePhoto',
  'spam',
  'farming',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a moderator decided about a report; the reporter is told. */
export const REPORT_OUTCOMES = ['hidden', 'kept', 'suspended'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export const MODERATION_ACTIONS = [
  'hide',
  'autoHide',
  'restore',
  'dismiss',
  'suspend',
  'unsuspend',
  /** A colony coordinator removed a member (logged for the audit, not a moderation decision). */
  'colonyRemove',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION = {
  /** Reports from this many different accounts hide the content until a moderator looks… */
  autoHideReports: 3,
  /** …counting only accounts at least this old (fresh accounts cannot hide things). */
  reporterMinAgeDays: 7,
  textMax: 500,
  reasonMax: 300,
  pageSize: 25,
} as const;
