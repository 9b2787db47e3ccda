import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COLONY } from '../../shared/colonies.js';
import type {
  colonyDecisionInput,
  colonyRemoveInput,
  colonyRoleInput,
} from '../../shared/schemas/colonies.js';
import type { AuthedContext } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { colonyMemberPeriods, colonyMembers } from '../db/colonies-schema.js';
import { moderationLog } from '../db/moderation-schema.js';
import { notifications } from '../db/notifications-schema.js';
import { appError, fail } from '../lib/app-error.js';
import { newId } from '../lib/ids.js';
import { notify } from '../notifications/notify.js';
import {
  colonyOrThrow,
  endMembership,
  membership,
  openPeriod,
  requireCoordinator,
  coordinatorsOf,
} from './colony-membership.js';
import { limitWrites } from './write-limits.js';

/**
 * Joining and leaving a colony: asking to join, a coordinator's approval or refusal, roles,
 * leaving, removal. What membership is and the checks the other colony services use are
 * colony-membership.ts; the cards, pages and cats of a colony are colonies.ts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a person removed from the colony may ask again, or null when nothing holds them back. */
function rejoinAt(db: Db, colonyId: string, userId: string): Date | null {
  const last = db
    .select({ leftAt: colonyMemberPeriods.leftAt, endedBy: colonyMemberPeriods.endedBy })
    .from(colonyMemberPeriods)
    .where(and(eq(colonyMemberPeriods.colonyId, colonyId), eq(colonyMemberPeriods.userId, userId)))
    .orderBy(desc(colonyMemberPeriods.joinedAt))
    .limit(1)
    .get();
  if (last?.endedBy !== 'removed' || !last.leftAt) return null;
  return new Date(last.leftAt.getTime() + COLONY.rejoinAfterDays * DAY_MS);
}

/**
 * The coordinators already told in the last day that this person asked to join this colony: asking,
 * withdrawing and asking again tells each of them once a day (docs/abuse.md).
 */
function toldOfRequest(
  tx: Db,
  coordinators: string[],
  colonyId: string,
  userId: string,
  now: Date,
): Set<string> {
  if (coordinators.length === 0) return new Set();
  const rows = tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, coordinators),
        eq(notifications.aboutUserId, userId),
        eq(notifications.kind, 'colonyRequest'),
        gt(notifications.createdAt, new Date(now.getTime() - DAY_MS)),
        sql`json_extract(${notifications.params}, '$.colonyId') = ${colonyId}`,
      ),
    )
    .all();
  return new Set(rows.map((r) => r.userId));
}

/**
 * Asks to join as a carer; the coordinators are told (bell, and push if on; once a day per person
 * and colony) and one decides. Someone removed waits 7 days.
 */
export function requestToJoin(ctx: AuthedContext, colonyId: string) {
  limitWrites(ctx, 'colonyRequests');
  return transaction(ctx.db, (tx) => {
    const colony = colonyOrThrow(tx, colonyId);
    const me = membership(tx, colonyId, ctx.user.id);
    if (me?.status === 'approved') throw fail('CONFLICT', 'colonyAlreadyMember');
    if (me) throw fail('CONFLICT', 'colonyRequestPending');
    const now = ctx.clock.now();
    const until = rejoinAt(tx, colonyId, ctx.user.id);
    if (until && until > now) {
      const days = Math.ceil((until.getTime() - now.getTime()) / DAY_MS);
      throw appError('TOO_MANY_REQUESTS', 'colonyRejoinWait', { days });
    }
    tx.insert(colonyMembers)
      .values({
        colonyId,
        userId: ctx.user.id,
        role: 'carer',
        status: 'pending',
        requestedAt: now,
      })
      .run();
    const coordinators = coordinatorsOf(tx, colonyId).filter((id) => id !== ctx.user.id);
    const told = toldOfRequest(tx, coordinators, colonyId, ctx.user.id, now);
    notify(
      tx,
      ctx,
      coordinators
        .filter((id) => !told.has(id))
        .map((userId) => ({
          userId,
          kind: 'colonyRequest',
          aboutUserId: ctx.user.id,
          params: { colonyId, colonyName: colony.name, userName: ctx.user.name },
        })),
    );
    return { done: true as const };
  });
}

/**
 * A coordinator approves a request (the person becomes a carer of every cat) or declines it; the
 * person who asked is told either way.
 */
export function decideJoin(ctx: AuthedContext, input: z.output<typeof colonyDecisionInput>) {
  return transaction(ctx.db, (tx) => {
    requireCoordinator({ ...ctx, db: tx }, input.colonyId);
    const colony = colonyOrThrow(tx, input.colonyId);
    const row = membership(tx, input.colonyId, input.userId);
    if (row?.status !== 'pending') throw fail('NOT_FOUND', 'colonyRequestNotFound');
    const where = and(
      eq(colonyMembers.colonyId, input.colonyId),
      eq(colonyMembers.userId, input.userId),
    );
    const approved = input.decision === 'approve';
    if (approved) {
      const now = ctx.clock.now();
      tx.update(colonyMembers)
        .set({ status: 'approved', decidedAt: now, decidedById: ctx.user.id })
        .where(where)
        .run();
      openPeriod(tx, input.colonyId, input.userId, now);
    } else {
      // Declined: the row goes, and the person may ask again later.
      tx.delete(colonyMembers).where(where).run();
    }
    notify(tx, ctx, [
      {
        userId: input.userId,
        kind: approved ? 'colonyApproved' : 'colonyDeclined',
        params: { colonyId: colony.id, colonyName: colony.name },
      },
    ]);
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

/**
 * Leaves a colony (or withdraws a request); the last coordinator hands over first. Care of the
 * colony's cats ends at once: it is read from the membership on every request.
 */
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
    endMembership(tx, ctx.user.id, ctx.clock.now(), { colonyId, endedBy: 'left' });
    return { done: true as const };
  });
}

/**
 * A coordinator (or an admin) removes an approved member, with an optional reason: their care of
 * the colony's cats ends at once, they are told in the app, the removal is in the audit log, and
 * they may ask to join again after COLONY.rejoinAfterDays. A colony keeps one coordinator; one's
 * own membership ends by leaving.
 */
export function removeMember(ctx: AuthedContext, input: z.output<typeof colonyRemoveInput>) {
  return transaction(ctx.db, (tx) => {
    requireCoordinator({ ...ctx, db: tx }, input.colonyId);
    if (input.userId === ctx.user.id) throw fail('BAD_REQUEST', 'colonyRemoveSelf');
    const row = membership(tx, input.colonyId, input.userId);
    if (row?.status !== 'approved') throw fail('NOT_FOUND', 'colonyNotMember');
    if (row.role === 'coordinator') assertOtherCoordinator(tx, input.colonyId, input.userId);
    const now = ctx.clock.now();
    tx.delete(colonyMembers)
      .where(
        and(eq(colonyMembers.colonyId, input.colonyId), eq(colonyMembers.userId, input.userId)),
      )
      .run();
    endMembership(tx, input.userId, now, {
      colonyId: input.colonyId,
      endedBy: 'removed',
      removedById: ctx.user.id,
      reason: input.reason,
    });
    const colony = colonyOrThrow(tx, input.colonyId);
    tx.insert(moderationLog)
      .values({
        id: newId(),
        actorId: ctx.user.id,
        action: 'colonyRemove',
        targetType: 'user',
        targetId: input.userId,
        reason: input.reason ? `${colony.name}: ${input.reason}` : colony.name,
        createdAt: now,
      })
      .run();
    notify(tx, ctx, [
      {
        userId: input.userId,
        kind: 'colonyRemoved',
        params: { colonyId: colony.id, colonyName: colony.name, reason: input.reason },
      },
    ]);
    return { done: true as const };
  });
}
