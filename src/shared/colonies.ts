/** Colonies (PRODUCT.md, "Colonies, feeding rota, TNR, adoption, impact"). */

export const COLONY_ROLES = ['coordinator', 'carer'] as const;
export type ColonyRole = (typeof COLONY_ROLES)[number];

export const MEMBER_STATUS = ['pending', 'approved'] as const;
export type MemberStatus = (typeof MEMBER_STATUS)[number];

/** How a spell of membership ended. */
export const MEMBERSHIP_ENDS = ['left', 'removed'] as const;
export type MembershipEnd = (typeof MEMBERSHIP_ENDS)[number];

export const COLONY = {
  nameMax: 80,
  descriptionMax: 1000,
  /** Colonies a person may create in a day (against throwaway colonies). */
  createdPerDay: 3,
  /** A person removed by a coordinator may ask to join again after this many days. */
  rejoinAfterDays: 7,
  /** The optional reason a coordinator gives for a removal. */
  removalReasonMax: 300,
} as const;
