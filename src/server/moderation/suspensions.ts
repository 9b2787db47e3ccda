import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { userActionInput } from '../../shared/schemas/moderation.js';
import type { AuthedContext } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { suspensions } from '../db/moderation-schema.js';
import { users } from '../db/schema.js';
import { setRanked } from '../services/ledger.js';
import { log, requireModerator, resolveReports } from './decisions.js';
import { findTarget } from './targets.js';
import { fail } from '../lib/app-error.js';

/**
 * Suspends an account: its sessions end at once (the token version moves on, and a suspended
 * account is nobody to the API), and login says why. Admins and oneself cannot be suspended.
 */
export function suspendUser(ctx: AuthedContext, input: z.output<typeof userActionInput>) {
  requireModerator(ctx);
  return transaction(ctx.db, (tx) => {
    const target = findTarget(tx, 'user', input.userId);
    const user = tx.select().from(users).where(eq(users.id, target.id)).get()!;
    if (user.isAdmin || user.id === ctx.user.id) {
      throw fail('FORBIDDEN', 'suspendNotAllowed');
    }
    const now = ctx.clock.now();
    tx.update(users)
      .set({ status: 'suspended', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, user.id))
      .run();
    if (user.status !== 'suspended') setRanked(tx, user.id, false);
    const values = { reason: input.reason, suspendedById: ctx.user.id, suspendedAt: now };
    tx.insert(suspensions)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: suspensions.userId, set: values })
      .run();
    log(tx, now, { actorId: ctx.user.id, action: 'suspend', target, reason: input.reason });
    return {
      done: true as const,
      resolvedReports: resolveReports(tx, ctx, target, 'suspended', ctx.user.id),
    };
  });
}

export function unsuspendUser(ctx: AuthedContext, input: z.output<typeof userActionInput>) {
  requireModerator(ctx);
  return transaction(ctx.db, (tx) => {
    const target = findTarget(tx, 'user', input.userId);
    const user = tx.select().from(users).where(eq(users.id, target.id)).get()!;
    if (user.status !== 'suspended') {
      throw fail('CONFLICT', 'notSuspended');
    }
    const now = ctx.clock.now();
    tx.update(users).set({ status: 'active', updatedAt: now }).where(eq(users.id, user.id)).run();
    setRanked(tx, user.id, true);
    tx.delete(suspensions).where(eq(suspensions.userId, user.id)).run();
    log(tx, now, { actorId: ctx.user.id, action: 'unsuspend', target, reason: input.reason });
    return { done: true as const, resolvedReports: 0 };
  });
}

/** Why an account is suspended (login tells the person). */
export const suspensionReason = (db: Db, userId: string): string =>
  db.select().from(suspensions).where(eq(suspensions.userId, userId)).get()?.reason ?? '';
