/** Who may create an account: anyone, holders of an invite code, or anyone an admin approves. */
export const REGISTRATION_MODES = ['open', 'invite', 'approval'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** A pending account (approval mode) may sign in and wait; a declined one may not sign in. */
export const ACCOUNT_STATUSES = ['active', 'pending', 'declined', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * The `reason` of a 401 whose token is genuine and unexpired but whose session was ended from
 * elsewhere ("Sair de todos os aparelhos", a password change or reset); without it, a 401 means
 * no token or an expired one.
 */
export const SIGNED_OUT = 'signedOut';

export const INVITE_LIMITS = {
  usesDefault: 1,
  usesMax: 1000,
  daysDefault: 7,
  daysMax: 365,
  /** Characters of a code (without the dashes shown between groups of four). */
  codeLength: 12,
  codeInputMax: 64,
} as const;
