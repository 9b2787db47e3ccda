/**
 * Urgent health from someone who is not the cat's carer is a report (PRODUCT.md "Abuse at the
 * door"): pending until confirmed, then the cat's health changes; closed when a carer's check-in
 * says otherwise.
 */
export const HEALTH_REPORT_STATUS = ['pending', 'confirmed', 'closed'] as const;
export type HealthReportStatus = (typeof HEALTH_REPORT_STATUS)[number];

export const HEALTH_REPORTS = {
  /** A second, different person's urgent report within this many hours confirms the first. */
  confirmWithinHours: 24,
  /** Pending reports show on the cat page (and can be confirmed) for this many days. */
  shownForDays: 7,
} as const;
