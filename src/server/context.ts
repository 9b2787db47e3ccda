import { eq, sql } from 'drizzle-orm';
import type { Locale } from '../shared/constants.js';
import { perDatabase, type Db } from './db/client.js';
import { users, type User } from './db/schema.js';
import type { Clock } from './lib/clock.js';
import { localeFromHeaders } from './lib/i18n.js';
import { RateLimiter } from './lib/rate-limit.js';
import type { Settings } from './settings.js';
import { tokenFromHeaders, type Tokens } from './services/tokens.js';

/** What the app holds for its whole life: built once by buildApp, shared by every request. */
export interface Deps {
  db: Db;
  settings: Settings;
  clock: Clock;
  tokens: Tokens;
  limits: { loginIp: RateLimiter; loginEmail: RateLimiter; register: RateLimiter };
  /** Network access for Google sign-in; tests pass a fetch that answers locally. */
  fetch: typeof globalThis.fetch;
}

export interface Context extends Deps {
  user: User | null;
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
  return {
    ...base,
    fetch: base.fetch ?? globalThis.fetch,
    limits: {
      loginEmail: new RateLimiter(settings.RATE_LIMIT_LOGIN, FIFTEEN_MINUTES),
      loginIp: new RateLimiter(settings.RATE_LIMIT_LOGIN * 5, FIFTEEN_MINUTES),
      register: new RateLimiter(settings.RATE_LIMIT_REGISTER, 60 * 60 * 1000),
    },
  };
}

const isAdminEmail = (settings: Settings, email: string | null): boolean =>
  email !== null && settings.ADMIN_EMAILS.includes(email);

/** Admins: flagged by `npm run admin -- create-admin`, or listed in ADMIN_EMAILS. */
export const isAdminUser = (settings: Settings, user: User | null): boolean =>
  user !== null && (user.isAdmin || isAdminEmail(settings, user.email));

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
  return user;
}

export async function createContext(
  deps: Deps,
  headers: Record<string, string | string[] | undefined>,
  ip: string,
): Promise<Context> {
  const user = await userFromToken(deps, tokenFromHeaders(headers));
  return {
    ...deps,
    user,
    isAdmin: isAdminUser(deps.settings, user),
    locale: localeFromHeaders(headers),
    ip,
  };
}
