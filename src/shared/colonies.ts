/** Colonies (PRODUCT.md, "Colonies, feeding rota, TNR, adoption, impact"). */

export const COLONY_ROLES = ['coordinator', 'carer'] as const;
export type ColonyRole = (typeof COLONY_ROLES)[number];

export const MEMBER_STATUS = ['pending', 'approved'] as const;
export type MemberStatus = (typeof MEMBER_STATUS)[number];

export const COLONY = {
  nameMax: 80,
  descriptionMax: 1000,
  /** Colonies a person may create in a day (against throwaway colonies). */
  createdPerDay: 3,
} as const;
