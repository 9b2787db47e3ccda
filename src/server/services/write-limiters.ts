import { RateLimiter } from '../lib/rate-limit.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Writes per account and window (docs/accounts-and-limits.md). Sized for real carers: a colony of
 * 30 cats registered in one day, 40 cats fed twice a day (each cat's check-in counts, also in a
 * colony feeding), with room to spare; a flood stops early.
 */
export const WRITE_LIMITS = {
  checkins: { max: 120, windowMs: HOUR },
  cats: { max: 40, windowMs: DAY },
  reports: { max: 20, windowMs: HOUR },
  colonyRequests: { max: 20, windowMs: DAY },
  carerRequests: { max: 60, windowMs: DAY },
  helpClaims: { max: 30, windowMs: DAY },
} as const;

export type WriteKind = keyof typeof WRITE_LIMITS;
export type WriteLimiters = Record<WriteKind, RateLimiter>;

export const writeLimiters = (): WriteLimiters => {
  const entries = Object.entries(WRITE_LIMITS).map(
    ([kind, { max, windowMs }]) => [kind, new RateLimiter(max, windowMs)] as const,
  );
  return Object.fromEntries(entries) as WriteLimiters;
};
