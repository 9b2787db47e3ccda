/** "Gatos sumidos" (docs/colonies.md): when a colony cat counts as unseen. */
export const UNSEEN = {
  /** Days without a sighting before the coordinators are told, unless the colony sets its own. */
  defaultDays: 7,
  minDays: 2,
  maxDays: 60,
} as const;
