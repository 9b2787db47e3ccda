import { message, type Message } from '../../shared/messages.js';
import { AppError } from '../lib/app-error.js';
import type { WriteKind } from './write-limiters.js';
import type { AuthedContext, Context } from '../context.js';

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
