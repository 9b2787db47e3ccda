import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { TRPCError } from '@trpc/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { eq, sql } from 'drizzle-orm';
import type {
  ChangePasswordInput,
  GoogleInput,
  LoginInput,
  RegisterInput,
} from '../../shared/schemas/auth.js';
import { AVATARS } from '../../shared/avatars.js';
import type { AuthedContext, Context } from '../context.js';
import type { Db } from '../db/client.js';
import { isAdminUser } from '../context.js';
import { users, type User } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { toOwnUser } from './users.js';

const HASH_OPTIONS = { type: argon2.argon2id as 2, memoryCost: 65536, timeCost: 3, parallelism: 4 };

/** Verified against when the e-mail is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;

const tooMany = () => new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'tooManyAttempts' });

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

async function session(ctx: Context, user: User) {
  const token = await ctx.tokens.sign(
    { userId: user.id, version: user.tokenVersion },
    ctx.clock.now(),
  );
  const isAdmin = isAdminUser(ctx.settings, user);
  return { token, user: toOwnUser(ctx.db, user, { isAdmin, locale: ctx.locale }) };
}

const findByEmail = (ctx: Context, email: string) =>
  ctx.db.select().from(users).where(eq(users.email, email.toLowerCase())).get();

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

export async function register(ctx: Context, input: RegisterInput) {
  if (!ctx.limits.register.hit(`ip:${ctx.ip}`, ctx.clock.now().getTime())) throw tooMany();
  const email = input.email.toLowerCase();
  if (findByEmail(ctx, email)) throw new TRPCError({ code: 'CONFLICT', message: 'emailTaken' });
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  let user: User;
  try {
    user = ctx.db
      .insert(users)
      .values({
        id: newId(),
        email,
        passwordHash,
        name: input.name,
        profilePicture: AVATARS[0].url,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
  } catch (error) {
    // Two registrations of one address racing: the unique index decides.
    if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: 'emailTaken' });
    throw error;
  }
  return session(ctx, user);
}

export async function login(ctx: Context, input: LoginInput) {
  const now = ctx.clock.now().getTime();
  const email = input.email.toLowerCase();
  const emailKey = `email:${email}`;
  if (!ctx.limits.loginIp.hit(`ip:${ctx.ip}`, now) || !ctx.limits.loginEmail.hit(emailKey, now)) {
    throw tooMany();
  }
  const user = findByEmail(ctx, email);
  const hash = user?.passwordHash ?? (await (dummyHash ??= hashPassword('not-a-password')));
  const ok = await argon2.verify(hash, input.password);
  if (!user?.passwordHash || user.deletedAt || !ok) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'invalidCredentials' });
  }
  ctx.limits.loginEmail.reset(emailKey);
  return session(ctx, user);
}

interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
  picture?: string;
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function googleProfile(ctx: Context, input: GoogleInput): Promise<GoogleProfile> {
  const clientId = ctx.settings.GOOGLE_CLIENT_ID;
  if (!clientId) throw new TRPCError({ code: 'BAD_REQUEST', message: 'googleNotConfigured' });
  const invalid = () => new TRPCError({ code: 'UNAUTHORIZED', message: 'googleInvalidToken' });
  let claims: Record<string, unknown>;
  if ('idToken' in input) {
    const url = ctx.settings.GOOGLE_JWKS_URL;
    let jwks = jwksCache.get(url);
    if (!jwks) jwksCache.set(url, (jwks = createRemoteJWKSet(new URL(url))));
    try {
      ({ payload: claims } = await jwtVerify(input.idToken, jwks, {
        issuer: ['https://accounts.google.com', 'accounts.google.com'],
        audience: clientId,
        algorithms: ['RS256'],
        currentDate: ctx.clock.now(),
      }));
    } catch {
      throw invalid();
    }
  } else {
    const response = await ctx
      .fetch(ctx.settings.GOOGLE_USERINFO_URL, {
        headers: { authorization: `Bearer ${input.token}` },
        signal: AbortSignal.timeout(10_000),
      })
      .catch(() => null);
    if (!response?.ok) throw invalid();
    claims = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  }
  const { sub, email, name, picture } = claims;
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (typeof sub !== 'string' || typeof email !== 'string' || !verified) throw invalid();
  return {
    sub,
    email: email.toLowerCase(),
    name:
      typeof name === 'string' && name.trim() ? name.trim().slice(0, 100) : email.split('@')[0]!,
    picture: typeof picture === 'string' && /^https:\/\//.test(picture) ? picture : undefined,
  };
}

/** Google sign-in: the Google account, else the account with its (verified) e-mail, else a new one. */
export async function google(ctx: Context, input: GoogleInput) {
  const profile = await googleProfile(ctx, input);
  const byGoogle = ctx.db.select().from(users).where(eq(users.googleId, profile.sub)).get();
  if (byGoogle && !byGoogle.deletedAt) return session(ctx, byGoogle);
  const byEmail = findByEmail(ctx, profile.email);
  if (byEmail) {
    const linked = ctx.db
      .update(users)
      .set({ googleId: profile.sub })
      .where(eq(users.id, byEmail.id))
      .returning()
      .get();
    return session(ctx, linked);
  }
  const now = ctx.clock.now();
  const created = ctx.db
    .insert(users)
    .values({
      id: newId(),
      email: profile.email,
      googleId: profile.sub,
      name: profile.name,
      profilePicture: profile.picture ?? AVATARS[0].url,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return session(ctx, created);
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
  const key = `user:${user.id}`;
  if (!ctx.limits.loginEmail.hit(key, ctx.clock.now().getTime())) throw tooMany();
  if (!user.passwordHash) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'noPasswordAccount' });
  }
  if (!(await argon2.verify(user.passwordHash, input.currentPassword))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'currentPasswordWrong' });
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
  ctx.limits.loginEmail.reset(key);
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
