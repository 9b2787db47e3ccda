import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from '../context.js';
import { trustedDevices } from '../db/accounts-schema.js';
import { DEVICE_COOKIE } from './device-cookie.js';

/**
 * Device cookies (OWASP, "slow down online guessing with device cookies"): a random value the
 * browser keeps; the server stores only its SHA-256 with each account that signed in from it.
 */
/** Browsers keep a cookie at most 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** Whether this request comes from a device that signed in to the account before. */
export function isTrustedDevice(ctx: Context, userId: string): boolean {
  if (!ctx.deviceCookie) return false;
  const row = ctx.db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.deviceHash, hashOf(ctx.deviceCookie)),
        eq(trustedDevices.userId, userId),
      ),
    )
    .get();
  return row !== undefined;
}

/**
 * Remembers this device for the account (after a correct password or an unlock link), giving it
 * a device cookie when it has none. Clients without cookies (the original app) stay untrusted.
 */
export function trustDevice(ctx: Context, userId: string): void {
  const value = ctx.deviceCookie ?? randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  ctx.db
    .insert(trustedDevices)
    .values({ deviceHash: hashOf(value), userId, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [trustedDevices.deviceHash, trustedDevices.userId],
      set: { lastUsedAt: now },
    })
    .run();
  const attributes = [`Max-Age=${MAX_AGE_SECONDS}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (ctx.secure) attributes.push('Secure');
  ctx.setHeader?.('set-cookie', [`${DEVICE_COOKIE}=${value}`, ...attributes].join('; '));
}

/** Too many wrong passwords from a trusted device: it is a stranger to the account again. */
export function distrustDevice(ctx: Context, userId: string): void {
  if (!ctx.deviceCookie) return;
  ctx.db
    .delete(trustedDevices)
    .where(
      and(
        eq(trustedDevices.deviceHash, hashOf(ctx.deviceCookie)),
        eq(trustedDevices.userId, userId),
      ),
    )
    .run();
}

export const deviceKey = (ctx: Context) => (ctx.deviceCookie ? hashOf(ctx.deviceCookie) : '');
