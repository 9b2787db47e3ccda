import { appError, fail } from '../lib/app-error.js';
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { ChangePasswordInput, LoginInput, RegisterInput } from '../../shared/schemas/auth.js';
import { AVATARS } from '../../shared/avatars.js';
import { suspensionReason } from '../moderation/suspensions.js';
import type { AuthedContext, Context } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { isAdminUser } from '../context.js';
import { sessions } from '../db/accounts-schema.js';
import { users, type User } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { newAccountStatus } from './registration.js';
import { toOwnUser } from './users.js';
import { sendVerification } from '../mail/verification.js';
import { smtpConfigured } from '../settings.js';
import { trustDevice } from './devices.js';
import { loginAttempt } from './login-limits.js';
import { clearEvents } from './limit-store.js';
import { limitAttempts } from './write-limits.js';
import { TOKEN_TTL_SECONDS } from './tokens.js';

/**
 * OWASP's argon2id configuration (Password Storage Cheat Sheet): 19 MiB, 2 passes, 1 lane. Each
 * hash holds its memory while it runs, up to four at once (libuv's threadpool), on a host that
 * may have 512 MB; hashes made with other parameters still verify, as a hash names its own.
 */
const HASH_OPTIONS = {
  type: argon2.argon2id as 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Verified against when the e-mail is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;

const HOUR = 60 * 60 * 1000;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/**
 * A token and the own-user answer; a declined account gets neither. Each token names a new row
 * of the sessions table, which signing out deletes; the account's expired rows go at the same
 * time.
 */
export async function session(ctx: Context, user: User) {
  if (user.status === 'declined') {
    throw fail('FORBIDDEN', 'accountDeclined');
  }
  if (user.status === 'suspended') {
    throw appError('FORBIDDEN', 'accountSuspended', {
      reason: suspensionReason(ctx.db, user.id),
    });
  }
  const now = ctx.clock.now();
  const sessionId = newId();
  transaction(ctx.db, (tx) => {
    tx.delete(sessions)
      .where(and(eq(sessions.userId, user.id), lte(sessions.expiresAt, now)))
      .run();
    tx.insert(sessions)
      .values({
        id: sessionId,
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
      })
      .run();
  });
  const token = await ctx.tokens.sign(
    { userId: user.id, version: user.tokenVersion, sessionId },
    now,
  );
  const isAdmin = isAdminUser(user);
  return { token, user: toOwnUser(ctx.db, user, { isAdmin, locale: ctx.locale }) };
}

export const findByEmail = (ctx: Context, email: string) =>
  ctx.db.select().from(users).where(eq(users.email, email.toLowerCase())).get();

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

export async function register(ctx: Context, input: RegisterInput) {
  limitAttempts(ctx, 'register', ctx.ip, { max: ctx.settings.RATE_LIMIT_REGISTER, windowMs: HOUR });
  const email = input.email.toLowerCase();
  if (findByEmail(ctx, email)) throw fail('CONFLICT', 'emailTaken');
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  let user: User;
  try {
    // The invite's use and the account commit together: a refused account uses up no code.
    user = transaction(ctx.db, (tx) =>
      tx
        .insert(users)
        .values({
          id: newId(),
          email,
          passwordHash,
          name: input.name,
          profilePicture: AVATARS[0].url,
          status: newAccountStatus(ctx, tx, input.inviteCode),
          // With e-mail on, the address waits for its mailed link (mail/verification.ts).
          emailVerifiedAt: smtpConfigured(ctx.settings) ? null : now,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .get(),
    );
  } catch (error) {
    // Two registrations of one address racing: the unique index decides.
    if (isUniqueViolation(error)) throw fail('CONFLICT', 'emailTaken');
    throw error;
  }
  if (!user.emailVerifiedAt) sendVerification(ctx, user);
  const answer = await session(ctx, user);
  trustDevice(ctx, user.id);
  return answer;
}

/** E-mail and password, within the login limits (services/login-limits.ts). */
export async function login(ctx: Context, input: LoginInput) {
  const email = input.email.toLowerCase();
  const user = findByEmail(ctx, email);
  const attempt = loginAttempt(ctx, email, user);
  const hash = user?.passwordHash ?? (await (dummyHash ??= hashPassword('not-a-password')));
  const ok = await argon2.verify(hash, input.password);
  if (!user?.passwordHash || user.deletedAt || !ok) throw attempt.failed();
  // Suspension wins over every device: session() refuses before the device is trusted.
  const answer = await session(ctx, user);
  attempt.succeeded(user);
  return answer;
}

/** "Sair": this token's session ends on the server. */
export function logout(ctx: Context & { user: User }) {
  if (ctx.sessionId) {
    ctx.db
      .delete(sessions)
      .where(and(eq(sessions.id, ctx.sessionId), eq(sessions.userId, ctx.user.id)))
      .run();
  }
  return { ok: true as const };
}

/**
 * "Sair de todos os aparelhos": every session of the account ends, and so do tokens from before
 * sessions (the token version moves on).
 */
export function logoutEverywhere(ctx: Context & { user: User }) {
  transaction(ctx.db, (tx) => {
    tx.delete(sessions).where(eq(sessions.userId, ctx.user.id)).run();
    tx.update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: ctx.clock.now() })
      .where(eq(users.id, ctx.user.id))
      .run();
  });
  return { ok: true as const };
}

export function me(ctx: Context & { user: User }) {
  return toOwnUser(ctx.db, ctx.user, { isAdmin: ctx.isAdmin, locale: ctx.locale });
}

/**
 * Settings → change password: the current password must match (tries are rate-limited like
 * logins, so a stolen session cannot guess it). Every other session ends (the token version
 * moves on); the caller gets a new token and stays signed in.
 */
export async function changePassword(ctx: AuthedContext, input: ChangePasswordInput) {
  const { user } = ctx;
  const key = user.id;
  limitAttempts(ctx, 'password-change', key, {
    max: ctx.settings.RATE_LIMIT_LOGIN,
    windowMs: HOUR / 4,
  });
  if (!user.passwordHash) {
    throw fail('BAD_REQUEST', 'noPasswordAccount');
  }
  if (!(await argon2.verify(user.passwordHash, input.currentPassword))) {
    throw fail('BAD_REQUEST', 'currentPasswordWrong');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const updated = ctx.db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, user.id))
    .returning()
    .get();
  clearEvents(ctx.db, 'password-change', key);
  return session(ctx, updated);
}

/** Letters and digits without look-alikes (0/O, 1/l/I), easy to read out over the phone. */
export function readablePassword(length = 12): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * The admin's password reset (npm run admin -- reset-password EMAIL): a new random password,
 * returned to be handed over; the account's existing sessions end. Null for no such account.
 */
export async function resetPassword(db: Db, email: string): Promise<string | null> {
  const user = db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
  if (!user || user.deletedAt) return null;
  const password = readablePassword();
  db.update(users)
    .set({
      passwordHash: await hashPassword(password),
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, user.id))
    .run();
  return password;
}
