import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from '../context.js';
import { transaction } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../services/auth.js';
import { issueToken, TOKEN_LIFETIME, useToken } from './email-tokens.js';
import { appLink, resetMail } from './messages.js';
import { markVerified } from './verification.js';
import { fail } from '../lib/app-error.js';
import { addEvent, eventCount, takeEvent } from '../services/limit-store.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** One account's reset mail goes out at most this often, whoever asks. */
export const RESEND_AFTER_MS = 10 * MINUTE;
/** A link mailed again must still have this long to live; otherwise a new one is made. */
const RESEND_MIN_LIFE_MS = 30 * MINUTE;

/**
 * "Esqueci minha senha": every request gets the same answer, {sent: true}, after the same work,
 * and the mail goes out after the answer, so neither the answer nor its timing tells whether an
 * account exists, and no request is ever refused. Whether a mail goes out is decided silently:
 * at most 3 an hour per (e-mail, requester address), a cap per address over all e-mails, and for
 * one account (all counted in SQLite, services/limit-store.ts) at most one mail every 10 minutes, which carries the same link while it has at
 * least 30 minutes left. So others asking for someone's e-mail never stop the owner's mail: the
 * owner always has a working link in the newest mail.
 */
export function requestPasswordReset(ctx: Context, input: { email: string }): { sent: true } {
  const { mailer, settings } = ctx;
  if (!mailer || !settings.PUBLIC_URL) {
    throw fail('NOT_FOUND', 'mailNotConfigured');
  }
  const now = ctx.clock.now();
  const at = now.getTime();
  const email = input.email.toLowerCase();
  const { resetLinks } = ctx.limits;
  const perAddress = { max: ctx.settings.RATE_LIMIT_LOGIN * 3, windowMs: HOUR };
  if (
    takeEvent(ctx.db, 'reset:pair', `${email} ${ctx.ip}`, { max: 3, windowMs: HOUR }, at) > 0 ||
    takeEvent(ctx.db, 'reset:address', ctx.ip, perAddress, at) > 0
  ) {
    return { sent: true };
  }
  transaction(ctx.db, (tx) => {
    const user = tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .get();
    if (!user?.email) return;
    // The last mail's time is kept in SQLite: a restart sends nothing sooner.
    if (eventCount(tx, 'reset:sent', `${user.id} ${user.email}`, at - RESEND_AFTER_MS) > 0) return;
    let sent = resetLinks.get(user.id);
    if (!sent || sent.email !== user.email || sent.expiresAt - at < RESEND_MIN_LIFE_MS) {
      const token = issueToken(tx, { id: user.id, email: user.email }, 'reset', now);
      sent = { token, email: user.email, expiresAt: at + TOKEN_LIFETIME.reset };
      resetLinks.set(user.id, sent);
    }
    addEvent(tx, 'reset:sent', `${user.id} ${user.email}`, at);
    const link = appLink(settings.PUBLIC_URL!, '/reset-password', sent.token);
    // Kept in the outbox with the token: both or neither, and sent after the answer.
    mailer.queue(tx, resetMail(ctx.locale, user.email, user.name, link));
  });
  return { sent: true };
}

/**
 * Sets the new password from a reset link: single use, within the hour. Every session ends (the
 * token version moves on). Opening the mailed link also proves the address.
 */
export async function resetPasswordWithToken(
  ctx: Context,
  input: { token: string; password: string },
): Promise<{ reset: true }> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  transaction(ctx.db, (tx) => {
    const check = useToken(tx, input.token, 'reset', now);
    if (!check.ok) throw fail('BAD_REQUEST', 'resetLinkInvalid');
    const user = tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(and(eq(users.id, check.userId), eq(users.email, check.email), isNull(users.deletedAt)))
      .returning({ id: users.id })
      .get();
    // The address changed or the account went since the mail: the link opens nothing.
    if (!user) throw fail('BAD_REQUEST', 'resetLinkInvalid');
    markVerified(tx, user.id, now);
    ctx.limits.resetLinks.delete(user.id);
  });
  return { reset: true };
}
