import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PendingAccountDto } from '../../shared/schemas/accounts-output.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { Context } from '../context.js';
import { isVerified } from '../mail/verification.js';
import { fail } from '../lib/app-error.js';

/** Accounts awaiting approval (registration mode `approval`), oldest first. */
export function listPending(db: Db): PendingAccountDto[] {
  return db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.status, 'pending'), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt))
    .limit(500)
    .all()
    .map((u) => ({
      _id: u.id,
      name: u.name,
      email: u.email ?? '',
      createdAt: u.createdAt.toISOString(),
    }));
}

/**
 * Approves (the account may use the app from its next request, with the session it has) or
 * declines (its sessions end and it can no longer sign in). A declined account may still be
 * approved later; an active one is left alone (suspending is moderation's business).
 */
export function decideAccount(
  db: Db,
  userId: string,
  decision: 'active' | 'declined',
  now: Date,
): { _id: string; status: 'active' | 'declined' } {
  const updated = db
    .update(users)
    .set({
      status: decision,
      updatedAt: now,
      ...(decision === 'declined' ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), ne(users.status, 'active')))
    .returning()
    .get();
  if (!updated) throw fail('NOT_FOUND', 'accountNotPending');
  return { _id: updated.id, status: decision };
}

/** Approval is the last step of an account: only for an address its owner has proven. */
export function requireVerified(ctx: Pick<Context, 'db' | 'settings'>, userId: string) {
  const user = ctx.db.select().from(users).where(eq(users.id, userId)).get();
  if (user && !isVerified(ctx, user)) {
    throw fail('CONFLICT', 'emailNotVerified');
  }
}
