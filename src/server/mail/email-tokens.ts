import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailTokens, type EmailTokenPurpose } from '../db/mail-schema.js';

const HOUR = 60 * 60 * 1000;
/**
 * A reset or login-unlock link is good for an hour; a verification link for two days (mail is
 * read late).
 */
export const TOKEN_LIFETIME: Record<EmailTokenPurpose, number> = {
  reset: HOUR,
  verify: 48 * HOUR,
  unlock: HOUR,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use token for a mailed link; earlier unused ones of the same purpose stop working,
 * so only the newest link opens. Only its hash is stored.
 */
export function issueToken(
  tx: Db,
  user: { id: string; email: string },
  purpose: EmailTokenPurpose,
  now: Date,
): string {
  const token = randomBytes(32).toString('base64url');
  tx.update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, user.id),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    )
    .run();
  tx.insert(emailTokens)
    .values({
      tokenHash: hashOf(token),
      userId: user.id,
      purpose,
      email: user.email,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME[purpose]),
      createdAt: now,
    })
    .run();
  return token;
}

export type TokenCheck =
  | { ok: true; userId: string; email: string }
  | { ok: false; reason: 'unknown' | 'used' | 'expired'; userId?: string };

/** Uses a token up (in the caller's transaction) when it is known, unused and not expired. */
export function useToken(tx: Db, token: string, purpose: EmailTokenPurpose, now: Date): TokenCheck {
  const row = tx
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashOf(token)), eq(emailTokens.purpose, purpose)))
    .get();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.usedAt) return { ok: false, reason: 'used', userId: row.userId };
  if (row.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, reason: 'expired', userId: row.userId };
  }
  tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.tokenHash, row.tokenHash)).run();
  return { ok: true, userId: row.userId, email: row.email };
}
