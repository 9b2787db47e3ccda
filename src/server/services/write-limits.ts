import { message, type Message } from '../../shared/messages.js';
import { AppError } from '../lib/app-error.js';
import type { AuthedContext, Context } from '../context.js';
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

/** A 429 with `Retry-After` (whole seconds) on the answer, over tRPC and REST alike. */
export function tooManyRequests(ctx: Context, waitMs: number, text: Message): AppError {
  ctx.setHeader?.('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new AppError('TOO_MANY_REQUESTS', text);
}

/**
 * Counts `n` writes of one kind for the caller (a colony feeding counts each cat's check-in), or
 * refuses them all with 429 when they do not fit in the account's window.
 */
export function limitWrites(ctx: AuthedContext, kind: WriteKind, n = 1): void {
  const wait = ctx.limits.writes[kind].take(ctx.user.id, ctx.clock.now().getTime(), n);
  if (wait > 0) {
    const minutes = Math.max(1, Math.ceil(wait / 60_000));
    throw tooManyRequests(ctx, wait, message('tooManyWrites', { minutes }));
  }
}
