import { TRPCError } from '@trpc/server';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { colonyDecisionInput, colonyRoleInput } from '../../shared/schemas/colonies.js';
import type { AuthedContext } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { colonies, colonyMembers, type Colony } from '../db/colonies-schema.js';
import { limitWrites } from './write-limits.js';

/**
 * Who belongs to a colony: asking to join, a coordinator's approval or refusal, roles, leaving,
 * and the checks the other colony services use (the colony exists, the caller coordinates it).
 * The cards, pages and cats of a colony are colonies.ts.
 */

const fail = (code: TRPCError['code'], message: string) => new TRPCError({ code, message });

export function colonyOrThrow(db: Db, id: string): Colony {
  const colony = db.select().from(colonies).where(eq(colonies.id, id)).get();
  if (!colony) throw fail('NOT_FOUND', 'colonyNotFound');
  return colony;
}

const membership = (db: Db, colonyId: string, userId: string) =>
  db
    .select()
    .from(colonyMembers)
    .where(and(eq(colonyMembers.colonyId, colonyId), eq(colonyMembers.userId, userId)))
    .get();

export function requireCoordinator(ctx: AuthedContext, colonyId: string) {
  colonyOrThrow(ctx.db, colonyId);
  const me = membership(ctx.db, colonyId, ctx.user.id);
  if (ctx.isAdmin) return;
  if (me?.status !== 'approved' || me.role !== 'coordinator') {
    throw fail('FORBIDDEN', 'colonyCoordinatorOnly');
  }
}

/** Asks to join as a carer; a coordinator decides. */
export function requestToJoin(ctx: AuthedContext, colonyId: string) {
  limitWrites(ctx, 'colonyRequests');
  colonyOrThrow(ctx.db, colonyId);
  const me = membership(ctx.db, colonyId, ctx.user.id);
  if (me?.status === 'approved') throw fail('CONFLICT', 'colonyAlreadyMember');
  if (me) throw fail('CONFLICT', 'colonyRequestPending');
  ctx.db
    .insert(colonyMembers)
    .values({
      colonyId,
      userId: ctx.user.id,
      role: 'carer',
      status: 'pending',
      requestedAt: ctx.clock.now(),
    })
    .run();
  return { done: true as const };
}

/** A coordinator approves a request (the person becomes a carer of every cat) or declines it. */
export function decideJoin(ctx: AuthedContext, input: z.output<typeof colonyDecisionInput>) {
  return transaction(ctx.db, (tx) => {
    requireCoordinator({ ...ctx, db: tx }, input.colonyId);
    const row = membership(tx, input.colonyId, input.userId);
    if (row?.status !== 'pending') throw fail('NOT_FOUND', 'colonyRequestNotFound');
    const where = and(
      eq(colonyMembers.colonyId, input.colonyId),
      eq(colonyMembers.userId, input.userId),
    );
    if (input.decision === 'approve') {
      tx.update(colonyMembers)
        .set({ status: 'approved', decidedAt: ctx.clock.now(), decidedById: ctx.user.id })
        .where(where)
        .run();
    } else {
      // Declined: the row goes, and the person may ask again later.
      tx.delete(colonyMembers).where(where).run();
    }
    return { done: true as const };
  });
}

/** A coordinator makes a member a coordinator or a carer; a colony keeps one coordinator. */
export function setRole(ctx: AuthedContext, input: z.output<typeof colonyRoleInput>) {
  return transaction(ctx.db, (tx) => {
    requireCoordinator({ ...ctx, db: tx }, input.colonyId);
    const row = membership(tx, input.colonyId, input.userId);
    if (row?.status !== 'approved') throw fail('NOT_FOUND', 'colonyNotMember');
    if (row.role === 'coordinator' && input.role === 'carer') {
      assertOtherCoordinator(tx, input.colonyId, input.userId);
    }
    tx.update(colonyMembers)
      .set({ role: input.role })
      .where(
        and(eq(colonyMembers.colonyId, input.colonyId), eq(colonyMembers.userId, input.userId)),
      )
      .run();
    return { done: true as const };
  });
}

function assertOtherCoordinator(tx: Db, colonyId: string, userId: string) {
  const others = tx
    .select({ n: count() })
    .from(colonyMembers)
    .where(
      and(
        eq(colonyMembers.colonyId, colonyId),
        eq(colonyMembers.role, 'coordinator'),
        eq(colonyMembers.status, 'approved'),
        sql`${colonyMembers.userId} <> ${userId}`,
      ),
    )
    .get()!.n;
  if (others === 0) throw fail('CONFLICT', 'colonyLastCoordinator');
}

/** Leaves a colony (or withdraws a request); the last coordinator hands over first. */
export function leaveColony(ctx: AuthedContext, colonyId: string) {
  return transaction(ctx.db, (tx) => {
    const me = membership(tx, colonyId, ctx.user.id);
    if (!me) throw fail('NOT_FOUND', 'colonyNotMember');
    if (me.status === 'approved' && me.role === 'coordinator') {
      assertOtherCoordinator(tx, colonyId, ctx.user.id);
    }
    tx.delete(colonyMembers)
      .where(and(eq(colonyMembers.colonyId, colonyId), eq(colonyMembers.userId, ctx.user.id)))
      .run();
    return { done: true as const };
  });
}
