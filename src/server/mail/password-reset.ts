import { TRPCError } from '@trpc/server';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from '../context.js';
import { transaction } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../services/auth.js';
import { issueToken, useToken } from './email-tokens.js';
import { appLink, resetMail } from './messages.js';
import { markVerified } from './verification.js';

const tooMany = () => new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'tooManyAttempts' });

/**
 * "Esqueci minha senha": every e-mail gets the same answer after the same work (one indexed
 * lookup and one insert at most), and the mail goes out after the answer, so neither the answer
 * nor its timing tells whether an account exists. Limited per address and per e-mail.
 */
export function requestPasswordReset(ctx: Context, input: { email: string }): { sent: true } {
  const { mailer, settings } = ctx;
  if (!mailer || !settings.PUBLIC_URL) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'mailNotConfigured' });
  }
  const now = ctx.clock.now();
  const email = input.email.toLowerCase();
  if (!ctx.limits.resetIp.hit(ctx.ip, now.getTime())) throw tooMany();
  if (!ctx.limits.resetEmail.hit(email, now.getTime())) throw tooMany();
  transaction(ctx.db, (tx) => {
    const user = tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .get();
    if (!user?.email) return;
    const token = issueToken(tx, { id: user.id, email: user.email }, 'reset', now);
    const link = appLink(settings.PUBLIC_URL!, '/reset-password', token);
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
    if (!check.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: 'resetLinkInvalid' });
    const user = tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(and(eq(users.id, check.userId), eq(users.email, check.email), isNull(users.deletedAt)))
      .returning({ id: users.id })
      .get();
    // The address changed or the account went since the mail: the link opens nothing.
    if (!user) throw new TRPCError({ code: 'BAD_REQUEST', message: 'resetLinkInvalid' });
    markVerified(tx, user.id, now);
  });
  return { reset: true };
}
