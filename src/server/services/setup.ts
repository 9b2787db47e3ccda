import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { AVATARS } from '../../shared/avatars.js';
import type { SetupInput } from '../../shared/schemas/auth.js';
import type { Context } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { setupTokens } from '../db/accounts-schema.js';
import { users } from '../db/schema.js';
import { fail } from '../lib/app-error.js';
import { newId } from '../lib/ids.js';
import type { Settings } from '../settings.js';
import { hashPassword, session } from './auth.js';
import { trustDevice } from './devices.js';

/**
 * The first run from the browser: while no admin exists, a one-time link (PUBLIC_URL/setup?token=…)
 * lets whoever holds it create the admin account. Each start (and `npm run admin -- setup-link`)
 * makes a new one, valid 24 h, and the one before dies; only its SHA-256 is stored. Nobody becomes
 * admin without it: there is no "the first account is admin".
 */

export const SETUP_LINK_HOURS = 24;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** An admin's id, if one exists: read through users_is_admin_idx (setup.test.ts checks the plan). */
export const anAdmin = (db: Db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.deletedAt)))
    .limit(1);

export const hasAdmin = (db: Db): boolean => anAdmin(db).get() !== undefined;

/** The address the app is opened at, for the link: PUBLIC_URL, else this machine's port. */
const baseUrl = (settings: Settings) =>
  (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, '');

/** A new setup link (the previous one dead), or null when an admin exists. */
export function newSetupLink(db: Db, settings: Settings, now: Date): string | null {
  const token = randomBytes(32).toString('base64url');
  const made = transaction(db, (tx) => {
    if (hasAdmin(tx)) return false;
    const tokenHash = hashOf(token);
    // The one before dies.
    tx.delete(setupTokens).where(ne(setupTokens.tokenHash, tokenHash)).run();
    tx.insert(setupTokens)
      .values({
        tokenHash,
        expiresAt: new Date(now.getTime() + SETUP_LINK_HOURS * 60 * 60 * 1000),
        createdAt: now,
      })
      .run();
    return true;
  });
  return made ? `${baseUrl(settings)}/setup?token=${token}` : null;
}

const liveToken = (db: Db, token: string, now: Date) =>
  db
    .select({ tokenHash: setupTokens.tokenHash })
    .from(setupTokens)
    .where(and(eq(setupTokens.tokenHash, hashOf(token)), gt(setupTokens.expiresAt, now)))
    .get();

/** Whether `token` opens the setup form now (no admin yet, the newest link, not expired). */
export const setupLinkWorks = (ctx: Context, token: string): boolean =>
  !hasAdmin(ctx.db) && liveToken(ctx.db, token, ctx.clock.now()) !== undefined;

/** The setup form: the admin account, signed in; the link dies with it. */
export async function createFirstAdmin(ctx: Context, input: SetupInput) {
  if (!setupLinkWorks(ctx, input.token)) throw fail('BAD_REQUEST', 'setupLinkInvalid');
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const admin = transaction(ctx.db, (tx) => {
    // Checked again inside the transaction: two forms sent at once make one admin.
    if (hasAdmin(tx) || !liveToken(tx, input.token, now)) {
      throw fail('BAD_REQUEST', 'setupLinkInvalid');
    }
    if (
      tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email.toLowerCase()))
        .get()
    ) {
      throw fail('CONFLICT', 'emailTaken');
    }
    tx.delete(setupTokens)
      .where(eq(setupTokens.tokenHash, hashOf(input.token)))
      .run();
    return tx
      .insert(users)
      .values({
        id: newId(),
        email: input.email.toLowerCase(),
        passwordHash,
        name: input.name,
        profilePicture: AVATARS[0].url,
        isAdmin: true,
        status: 'active',
        // Whoever holds the link printed in the server's log runs the server.
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
  });
  const answer = await session(ctx, admin);
  trustDevice(ctx, admin.id);
  return answer;
}
