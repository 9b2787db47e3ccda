import { and, eq, isNull } from 'drizzle-orm';
import type { AuthedContext, Context } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { users, type User } from '../db/schema.js';
import { releasePendingPoints } from '../services/ledger.js';
import { smtpConfigured } from '../settings.js';
import { issueToken, useToken } from './email-tokens.js';
import { appLink, verifyMail } from './messages.js';
import { fail } from '../lib/app-error.js';
import { limitAttempts } from '../services/write-limits.js';

/**
 * Where the server sends e-mail, a new address is verified by a mailed link. Until then the
 * account may browse and check in, but its points wait (pending ledger rows) and it cannot be made
 * admin or moderator nor approved. Without SMTP nobody could verify, so every account counts as
 * verified.
 */
export const isVerified = (ctx: Pick<Context, 'settings'>, user: User): boolean =>
  !smtpConfigured(ctx.settings) || user.emailVerifiedAt !== null;

/** Records the address as proven and releases the points that waited, once. */
export function markVerified(tx: Db, userId: string, now: Date): number {
  const changed = tx
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id })
    .get();
  return changed ? releasePendingPoints(tx, userId) : 0;
}

/** Queues a verification link to the user's address (sent after the answer; see Mailer). */
export function sendVerification(ctx: Context, user: Pick<User, 'id' | 'name' | 'email'>) {
  const { mailer, settings } = ctx;
  if (!mailer || !settings.PUBLIC_URL || !user.email) return;
  const email = user.email;
  const link = (token: string) => appLink(settings.PUBLIC_URL!, '/verify-email', token);
  // The token and its mail in the outbox: both or neither, and sent after the answer.
  transaction(ctx.db, (tx) => {
    const token = issueToken(tx, { id: user.id, email }, 'verify', ctx.clock.now());
    mailer.queue(tx, verifyMail(ctx.locale, email, user.name, link(token)));
  });
}

/** Settings / profile: "send the link again", a few times an hour. */
export function resendVerification(ctx: AuthedContext): { sent: boolean } {
  if (isVerified(ctx, ctx.user)) return { sent: false };
  limitAttempts(ctx, 'verify-resend', ctx.user.id, { max: 3, windowMs: 60 * 60 * 1000 });
  sendVerification(ctx, ctx.user);
  return { sent: true };
}

/**
 * The mailed link: proves the address it was sent to and releases the pending points. Opening it
 * twice (a double tap, a mail app's preview) finds it used and answers the same, releasing
 * nothing more.
 */
export function verifyEmail(ctx: Context, input: { token: string }) {
  const now = ctx.clock.now();
  return transaction(ctx.db, (tx) => {
    const check = useToken(tx, input.token, 'verify', now);
    if (!check.ok) {
      const user =
        check.reason === 'used' && check.userId
          ? tx.select().from(users).where(eq(users.id, check.userId)).get()
          : undefined;
      if (user?.emailVerifiedAt) return { verified: true as const, released: 0 };
      throw fail('BAD_REQUEST', 'verifyLinkInvalid');
    }
    const user = tx.select().from(users).where(eq(users.id, check.userId)).get();
    if (!user || user.deletedAt || user.email !== check.email) {
      throw fail('BAD_REQUEST', 'verifyLinkInvalid');
    }
    return { verified: true as const, released: markVerified(tx, user.id, now) };
  });
}
