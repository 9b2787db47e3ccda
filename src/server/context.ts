import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Locale } from '../shared/constants.js';
import { perDatabase, type Db } from './db/client.js';
import { sessions } from './db/accounts-schema.js';
import { users, type User } from './db/schema.js';
import type { Clock } from './lib/clock.js';
import { localeFromHeaders } from './lib/i18n.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { PushSender } from './notifications/push-sender.js';
import { loadVapidKeys } from './notifications/vapid.js';
import type { Settings } from './settings.js';
import { deviceCookieOf } from './services/device-cookie.js';
import { tokenFromHeaders, type Tokens } from './services/tokens.js';
import { writeLimiters, type WriteLimiters } from './services/write-limiters.js';

/** What the app holds for its whole life: built once by buildApp, shared by every request. */
/** The reset link last mailed to an account (in memory: a restart makes the next one new). */
export interface SentLink {
  token: string;
  email: string;
  expiresAt: number;
}

export interface Deps {
  db: Db;
  settings: Settings;
  clock: Clock;
  tokens: Tokens;
  /**
   * What the limits keep in memory. Their counts are in SQLite (services/limit-store.ts and
   * services/write-limits.ts), so a restart changes nothing; memory holds only the writes still
   * on their way and the reset link to mail again.
   */
  limits: {
    /** The reset link last mailed to each account, to mail it again unchanged. */
    resetLinks: Map<string, SentLink>;
    /** Per-account writes in this process, counting those still on their way. */
    writes: WriteLimiters;
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
  /*
   * Set by createContext for HTTP requests; absent for in-process callers (tests, the demo seed),
   * which have no token, cookie or answer.
   */
  /** The session the request's token names (null: none, or a token from before sessions). */
  sessionId?: string | null;
  /**
   * The token is genuine and unexpired but its session was ended from elsewhere ("Sair de todos
   * os aparelhos", a password change or reset): its 401 says so (trpc/init.ts, signInRequired).
   */
  sessionEnded?: boolean;
  /** The device cookie the request sent (services/devices.ts). */
  deviceCookie?: string | null;
  /** Whether the request came over https (cookies are then Secure). */
  secure?: boolean;
  /** Sets a header on the answer (Retry-After, Set-Cookie). */
  setHeader?: (name: string, value: string) => void;
}

/** The context of a protectedProcedure: a signed-in caller. */
export type AuthedContext = Context & { user: User };

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
      resetLinks: new Map(),
      writes: writeLimiters(),
    },
    mailer: createMailer(settings, base.db, base.clock),
  };
}

/** Admins: flagged by `npm run admin -- create-admin`, and only that way. */
export const isAdminUser = (user: User | null): boolean =>
  user !== null && user.status === 'active' && user.isAdmin;

// Every signed-in request loads its user: through its session (one indexed lookup that also
// finds a signed-out session gone), or directly for a token from before sessions.
const p = sql.placeholder;

// Prepared once per database: every signed-in request reads its user (a hot path with the
// check-in, docs/architecture.md).
const accountQueries = perDatabase((db: Db) => ({
  byId: db
    .select()
    .from(users)
    .where(eq(users.id, p('id')))
    .prepare(),
  bySession: db
    .select(getTableColumns(users))
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, p('sessionId')), eq(sessions.userId, p('userId'))))
    .prepare(),
}));

/** The user's row, whatever its status. */
export const userById = (db: Db, id: string) => accountQueries(db).byId.get({ id });

const userBySession = (db: Db, sessionId: string, userId: string) =>
  accountQueries(db).bySession.get({ sessionId, userId });

/**
 * The signed-in user of a token and its session, or null: unknown, deleted and outdated tokens,
 * and tokens of an ended session, count as none. A token from before sessions (no `sid`) stays
 * valid until it expires (docs/accounts-and-limits.md).
 */
export async function sessionFromToken(
  deps: Deps,
  token: string | undefined,
): Promise<{ user: User; sessionId: string | null } | null> {
  const answer = await readToken(deps, token);
  return answer && 'user' in answer ? answer : null;
}

/**
 * `sessionFromToken`, or `{ ended: true }` for a genuine, unexpired token of an account that may
 * still sign in whose session was ended from elsewhere (its row deleted or its token version moved
 * on): that 401 tells the device what happened rather than "expired".
 */
async function readToken(
  deps: Deps,
  token: string | undefined,
): Promise<{ user: User; sessionId: string | null } | { ended: true } | null> {
  if (!token) return null;
  const claims = await deps.tokens.verify(token, deps.clock.now());
  if (!claims) return null;
  const { sessionId } = claims;
  const user = sessionId
    ? userBySession(deps.db, sessionId, claims.userId)
    : userById(deps.db, claims.userId);
  if (user && !user.deletedAt && user.tokenVersion === claims.version) {
    return user.status === 'declined' ? null : { user, sessionId: sessionId ?? null };
  }
  const account = user ?? userById(deps.db, claims.userId);
  const mayStillSignIn =
    account && !account.deletedAt && (account.status === 'active' || account.status === 'pending');
  return mayStillSignIn ? { ended: true } : null;
}

export async function userFromToken(deps: Deps, token: string | undefined): Promise<User | null> {
  return (await sessionFromToken(deps, token))?.user ?? null;
}

/** How a transport lets a procedure shape its answer; in-process callers leave it out. */
export interface HttpAnswer {
  setHeader: (name: string, value: string) => void;
  secure: boolean;
}

export async function createContext(
  deps: Deps,
  headers: Record<string, string | string[] | undefined>,
  ip: string,
  http?: HttpAnswer,
): Promise<Context> {
  const answer = await readToken(deps, tokenFromHeaders(headers));
  const signedIn = answer && 'user' in answer ? answer : null;
  const account = signedIn?.user ?? null;
  const user = account?.status === 'active' ? account : null;
  return {
    ...deps,
    user,
    pendingUser: account?.status === 'pending' ? account : null,
    isAdmin: isAdminUser(user),
    locale: localeFromHeaders(headers),
    ip,
    sessionId: signedIn?.sessionId ?? null,
    sessionEnded: answer !== null && 'ended' in answer,
    deviceCookie: deviceCookieOf(headers),
    // Secure when the request came over https, and whenever the server's public address is https
    // (behind a TLS proxy not trusted for X-Forwarded-Proto the request itself looks like http).
    secure: (http?.secure ?? false) || (deps.settings.PUBLIC_URL?.startsWith('https:') ?? false),
    setHeader: http?.setHeader ?? (() => {}),
  };
}
