import { and, eq, isNull } from 'drizzle-orm';
import type { TRPCError } from '@trpc/server';
import { message } from '../../shared/messages.js';
import type { Context } from '../context.js';
import { transaction } from '../db/client.js';
import { users, type User } from '../db/schema.js';
import { issueToken, useToken } from '../mail/email-tokens.js';
import { appLink, unlockMail } from '../mail/messages.js';
import { deviceKey, distrustDevice, isTrustedDevice, trustDevice } from './devices.js';
import { tooManyRequests } from './write-limits.js';
import { fail } from '../lib/app-error.js';

/** What the login does after checking the password: tell the limits how it went. */
export interface LoginAttempt {
  succeeded(user: User): void;
  failed(): void;
}

/**
 * The login limits (OWASP device cookies), checked before the password and counting the attempt
 * as a failure until the password checks out, so a burst of parallel guesses cannot slip past.
 *
 * - A device that signed in to the account before is never refused: a correct password from it
 *   always works (suspension still wins, in `session`). Too many wrong passwords from it end its
 *   trust, and it is limited like any other device.
 * - Any other device is limited per (e-mail, address), per address, and per e-mail across all
 *   addresses with a growing wait; with e-mail set up, the owner is mailed a link that unlocks
 *   the device it is opened on.
 */
export function loginAttempt(ctx: Context, email: string, user: User | undefined): LoginAttempt {
  const now = ctx.clock.now().getTime();
  const limits = ctx.limits;
  if (user && isTrustedDevice(ctx, user.id)) {
    const key = `${deviceKey(ctx)} ${user.id}`;
    return {
      succeeded: (account) => {
        limits.deviceFailures.reset(key);
        trustDevice(ctx, account.id);
      },
      failed: () => {
        if (limits.deviceFailures.add(key, now) >= limits.deviceFailures.max) {
          distrustDevice(ctx, user.id);
          limits.deviceFailures.reset(key);
        }
      },
    };
  }
  const pairKey = `${email} ${ctx.ip}`;
  const wait = Math.max(
    limits.loginFailures.isOver(pairKey, now) ? limits.loginFailures.waitFor(pairKey, now) : 0,
    limits.loginIpFailures.isOver(ctx.ip, now) ? limits.loginIpFailures.waitFor(ctx.ip, now) : 0,
  );
  if (wait > 0) throw tooManyRequests(ctx, wait, message('tooManyAttempts'));
  const locked = limits.accountLogins.waitFor(email, now);
  if (locked > 0) throw lockedOut(ctx, locked);
  limits.loginFailures.add(pairKey, now);
  limits.loginIpFailures.add(ctx.ip, now);
  limits.accountLogins.fail(email, now);
  return {
    succeeded: (account) => {
      limits.loginFailures.reset(pairKey);
      limits.loginIpFailures.undo(ctx.ip);
      limits.accountLogins.reset(email);
      trustDevice(ctx, account.id);
    },
    failed: () => {
      if (user && limits.accountLogins.waitFor(email, now) > 0) mailUnlockLink(ctx, user);
    },
  };
}

const canMail = (ctx: Context) => ctx.mailer !== null && ctx.settings.PUBLIC_URL !== undefined;

function lockedOut(ctx: Context, waitMs: number): TRPCError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return tooManyRequests(
    ctx,
    waitMs,
    message(canMail(ctx) ? 'loginLockedMail' : 'loginLocked', { minutes }),
  );
}

/** At most one unlock link per account every 30 minutes. */
function mailUnlockLink(ctx: Context, user: User) {
  const { mailer, settings } = ctx;
  if (!mailer || !settings.PUBLIC_URL || !user.email || user.deletedAt) return;
  const now = ctx.clock.now();
  if (!ctx.limits.unlockMail.hit(user.id, now.getTime())) return;
  const email = user.email;
  // Kept in the outbox with its token: both or neither, and sent after the answer.
  transaction(ctx.db, (tx) => {
    const token = issueToken(tx, { id: user.id, email }, 'unlock', now);
    const link = appLink(settings.PUBLIC_URL!, '/unlock-login', token);
    mailer.queue(tx, unlockMail(ctx.locale, email, user.name, link));
  });
}

/**
 * Opening the mailed unlock link: the account's login wait ends and the device it is opened on
 * becomes trusted for the account. Single use, within the hour.
 */
export function unlockLogin(ctx: Context, input: { token: string }): { unlocked: true } {
  const now = ctx.clock.now();
  const user = transaction(ctx.db, (tx) => {
    const check = useToken(tx, input.token, 'unlock', now);
    if (!check.ok) throw fail('BAD_REQUEST', 'unlockLinkInvalid');
    return tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, check.userId), eq(users.email, check.email), isNull(users.deletedAt)))
      .get();
  });
  if (!user?.email) throw fail('BAD_REQUEST', 'unlockLinkInvalid');
  ctx.limits.accountLogins.reset(user.email);
  trustDevice(ctx, user.id);
  return { unlocked: true };
}
