import { eq, sql } from 'drizzle-orm';
import type { Locale } from '../shared/constants.js';
import { perDatabase, type Db } from './db/client.js';
import { users, type User } from './db/schema.js';
import type { Clock } from './lib/clock.js';
import { localeFromHeaders } from './lib/i18n.js';
import { RateLimiter } from './lib/rate-limit.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { PushSender } from './notifications/push-sender.js';
import { loadVapidKeys } from './notifications/vapid.js';
import type { Settings } from './settings.js';
import { tokenFromHeaders, type Tokens } from './services/tokens.js';

/** What the app holds for its whole life: built once by buildApp, shared by every request. */
export interface Deps {
  db: Db;
  settings: Settings;
  clock: Clock;
  tokens: Tokens;
  limits: {
    /** Failed logins per (e-mail, address), and per address: successes are never counted. */
    loginFailures: RateLimiter;
    loginIpFailures: RateLimiter;
    /** Wrong current passwords in Settings → change password, per account. */
    passwordChange: RateLimiter;
    register: RateLimiter;
    /** Password reset mails asked for, per address and per e-mail. */
    resetIp: RateLimiter;
    resetEmail: RateLimiter;
    /** Verification mails sent again, per account. */
    verifyResend: RateLimiter;
  };
  /** Outgoing mail; null when no SMTP server is set. */
  mailer: Mailer | null;
  /** Network access for Google sign-in; tests pass a fetch that answers locally. */
  fetch: typeof globalThis.fetch;
  /** Sends the queued Web Push messages (notifications/push-sender.ts). */
  push: PushSender;
}

export interface Context extends Deps {
  /** The signed-in account, when it may use the app (approved: pending accounts get null). */
  user: User | null;
  /** The signed-in account awaiting approval: it may read its own status, and nothing else. */
  pendingUser?: User | null;
  isAdmin: boolean;
  locale: Locale;
  ip: string;
}

/** The context of a protectedProcedure: a signed-in caller. */
export type AuthedContext = Context & { user: User };

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export function createDeps(
  base: Pick<Deps, 'db' | 'settings' | 'clock' | 'tokens'> & Partial<Pick<Deps, 'fetch'>>,
): Deps {
  const { settings } = base;
  const fetch = base.fetch ?? globalThis.fetch;
  return {
    ...base,
    fetch,
    push: new PushSender({ ...base, fetch }, loadVapidKeys(settings)),
    limits: {
      loginFailures: new RateLimiter(settings.RATE_LIMIT_LOGIN, FIFTEEN_MINUTES),
      // Generous: a campus or a carrier NAT puts many people behind one address.
      loginIpFailures: new RateLimiter(settings.RATE_LIMIT_LOGIN * 10, FIFTEEN_MINUTES),
      passwordChange: new RateLimiter(settings.RATE_LIMIT_LOGIN, FIFTEEN_MINUTES),
      register: new RateLimiter(settings.RATE_LIMIT_REGISTER, 60 * 60 * 1000),
      resetIp: new RateLimiter(settings.RATE_LIMIT_LOGIN, 60 * 60 * 1000),
      resetEmail: new RateLimiter(3, 60 * 60 * 1000),
      verifyResend: new RateLimiter(3, 60 * 60 * 1000),
    },
    mailer: createMailer(settings, base.db, base.clock),
  };
}

/** Admins: flagged by `npm run admin -- create-admin`, and only that way. */
export const isAdminUser = (user: User | null): boolean =>
  user !== null && user.status === 'active' && user.isAdmin;

// Every signed-in request loads its user.
const userById = perDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

/** The signed-in user of a token, or null: unknown, deleted and outdated tokens count as none. */
export async function userFromToken(deps: Deps, token: string | undefined): Promise<User | null> {
  if (!token) return null;
  const claims = await deps.tokens.verify(token, deps.clock.now());
  if (!claims) return null;
  const user = userById(deps.db).get({ id: claims.userId });
  if (!user || user.deletedAt || user.tokenVersion !== claims.version) return null;
  if (user.status === 'declined') return null;
  return user;
}

export async function createContext(
  deps: Deps,
  headers: Record<string, string | string[] | undefined>,
  ip: string,
): Promise<Context> {
  const account = await userFromToken(deps, tokenFromHeaders(headers));
  const user = account?.status === 'active' ? account : null;
  return {
    ...deps,
    user,
    pendingUser: account?.status === 'pending' ? account : null,
    isAdmin: isAdminUser(user),
    locale: localeFromHeaders(headers),
    ip,
  };
}
