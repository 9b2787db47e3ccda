import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { AppError } from '../lib/app-error.js';
import { message } from '../../shared/messages.js';
import type { Context } from '../context.js';
import { transaction } from '../db/client.js';
import { emailTokens, users, type User } from '../db/schema.js';
import type { Settings } from '../settings.js';
import { issueToken, useToken } from '../mail/email-tokens.js';
import { appLink, unlockMail } from '../mail/messages.js';
import { deviceKey, distrustDevice, isTrustedDevice, trustDevice } from './devices.js';
import {
  addEvent,
  clearEvents,
  eventCount,
  eventTimes,
  growingWait,
  removeEvent,
  waitToFit,
  type GrowingWait,
} from './limit-store.js';
import { retryPhrase, tooManyRequests } from './write-limits.js';
import { fail } from '../lib/app-error.js';

const MINUTE = 60_000;
const FIFTEEN_MINUTES = 15 * MINUTE;
const HOUR = 60 * MINUTE;

/** The login limits' rules, from the settings (docs/accounts-and-limits.md). */
export function loginRules(settings: Pick<Settings, 'RATE_LIMIT_LOGIN'>) {
  const free = settings.RATE_LIMIT_LOGIN;
  return {
    /** An untrusted device is its address: a growing wait per (account, address). */
    pair: { free, firstWaitMs: MINUTE, maxWaitMs: HOUR } satisfies GrowingWait,
    /**
     * Per account across all addresses, set high enough that one address alone never reaches it
     * within a day (its own growing wait holds it back), so only guesses from many addresses do.
     */
    account: { free: free + 40, firstWaitMs: MINUTE, maxWaitMs: HOUR } satisfies GrowingWait,
    /** Failures from one address over all e-mails: past it, only a correct password gets in. */
    address: { max: free * 10, windowMs: FIFTEEN_MINUTES },
    /** Wrong passwords from a trusted device, per (device, account): too many end its trust. */
    device: { max: free, windowMs: FIFTEEN_MINUTES },
  };
}

const KIND = {
  pair: 'login:pair',
  account: 'login:account',
  address: 'login:address',
  device: 'login:device',
} as const;

/** What the login does after checking the password: tell the limits how it went. */
export interface LoginAttempt {
  succeeded(user: User): void;
  /** Counts the failure and answers the refusal to throw. */
  failed(): AppError;
}

const invalid = () => fail('BAD_REQUEST', 'invalidCredentials');

/**
 * The login limits (OWASP device cookies), kept in SQLite (services/limit-store.ts) so a restart
 * changes nothing. Checked before the password, counting the attempt as a failure until the
 * password checks out, so a burst of parallel guesses cannot slip past.
 *
 * - A device that signed in to the account before is never refused: a correct password from it
 *   always works (suspension still wins, in `session`). Too many wrong passwords from it end its
 *   trust, and it is limited like any other device.
 * - Any other device is known by its address: a growing wait per (account, address), and one per
 *   account that only guesses from many addresses reach; with e-mail set up, the owner is mailed
 *   a link that unlocks the device it is opened on.
 * - An address with many failures over all e-mails (a carrier's shared address) gets 429 at once
 *   for an e-mail without an account, and after the check for a wrong password; a correct
 *   password still gets in: other people's failures never refuse it.
 */
export function loginAttempt(ctx: Context, email: string, user: User | undefined): LoginAttempt {
  const now = ctx.clock.now().getTime();
  const { db } = ctx;
  const rules = loginRules(ctx.settings);
  if (user && isTrustedDevice(ctx, user.id)) {
    const key = `${deviceKey(ctx)} ${user.id}`;
    return {
      succeeded: (account) => {
        clearEvents(db, KIND.device, key);
        trustDevice(ctx, account.id);
      },
      failed: () => {
        addEvent(db, KIND.device, key, now);
        if (eventCount(db, KIND.device, key, now - rules.device.windowMs) >= rules.device.max) {
          distrustDevice(ctx, user.id);
          clearEvents(db, KIND.device, key);
        }
        return invalid();
      },
    };
  }
  const pairKey = `${email} ${ctx.ip}`;
  const locked = Math.max(
    growingWait(db, KIND.pair, pairKey, rules.pair, now),
    growingWait(db, KIND.account, email, rules.account, now),
  );
  if (locked > 0) throw lockedOut(ctx, locked);
  const since = now - rules.address.windowMs;
  const addressFull = eventCount(db, KIND.address, ctx.ip, since) >= rules.address.max;
  const addressRefusal = () => {
    const wait = waitToFit(eventTimes(db, KIND.address, ctx.ip, since), rules.address, 1, now);
    const when = retryPhrase(ctx, wait);
    return tooManyRequests(ctx, wait, message('tooManyAttemptsWhen', { when }));
  };
  // No account to get into: refused before the password is even hashed.
  if (addressFull && !user?.passwordHash) throw addressRefusal();
  addEvent(db, KIND.pair, pairKey, now);
  addEvent(db, KIND.account, email, now);
  const addressEvent = addEvent(db, KIND.address, ctx.ip, now);
  return {
    succeeded: (account) => {
      clearEvents(db, KIND.pair, pairKey);
      clearEvents(db, KIND.account, email);
      removeEvent(db, addressEvent);
      trustDevice(ctx, account.id);
    },
    failed: () => {
      const waiting =
        growingWait(db, KIND.pair, pairKey, rules.pair, now) > 0 ||
        growingWait(db, KIND.account, email, rules.account, now) > 0;
      if (user && waiting) mailUnlockLink(ctx, user);
      return addressFull ? addressRefusal() : invalid();
    },
  };
}

const canMail = (ctx: Context) => ctx.mailer !== null && ctx.settings.PUBLIC_URL !== undefined;

function lockedOut(ctx: Context, waitMs: number): AppError {
  const when = retryPhrase(ctx, waitMs);
  return tooManyRequests(
    ctx,
    waitMs,
    message(canMail(ctx) ? 'loginLockedMail' : 'loginLocked', { when }),
  );
}

const UNLOCK_MAIL_EVERY_MS = 30 * MINUTE;

/** At most one unlock link per account every 30 minutes (counted from the links issued). */
function mailUnlockLink(ctx: Context, user: User) {
  const { mailer, settings } = ctx;
  if (!mailer || !settings.PUBLIC_URL || !user.email || user.deletedAt) return;
  const now = ctx.clock.now();
  const email = user.email;
  // Kept in the outbox with its token: both or neither, and sent after the answer.
  transaction(ctx.db, (tx) => {
    const recent = tx
      .select({ n: count() })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, user.id),
          eq(emailTokens.purpose, 'unlock'),
          gt(emailTokens.createdAt, new Date(now.getTime() - UNLOCK_MAIL_EVERY_MS)),
        ),
      )
      .get();
    if ((recent?.n ?? 0) > 0) return;
    const token = issueToken(tx, { id: user.id, email }, 'unlock', now);
    const link = appLink(settings.PUBLIC_URL!, '/unlock-login', token);
    mailer.queue(tx, unlockMail(ctx.locale, email, user.name, link));
  });
}

/**
 * Opening the mailed unlock link: the account's wait across addresses and the wait of the
 * address it is opened from end, and the device it is opened on becomes trusted for the account.
 * Single use, within the hour.
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
  clearEvents(ctx.db, KIND.account, user.email);
  clearEvents(ctx.db, KIND.pair, `${user.email} ${ctx.ip}`);
  trustDevice(ctx, user.id);
  return { unlocked: true };
}
