import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { MembershipEnd } from '../../shared/colonies.js';
import type { AuthedContext } from '../context.js';
import type { Db } from '../db/client.js';
import {
  colonies,
  colonyMemberPeriods,
  colonyMembers,
  type Colony,
} from '../db/colonies-schema.js';
import { rotaShifts, rotaSignups } from '../db/rota-schema.js';
import { users } from '../db/schema.js';
import { fail } from '../lib/app-error.js';
import { newId } from '../lib/ids.js';

/**
 * Who is in a colony, as the other colony services read and record it: the colony exists, the
 * caller coordinates it, someone's membership row, and each spell of approved membership in
 * colony_member_periods (opened on approval, closed on leaving, removal or account deletion; the
 * rota judges feedings by them). Asking, deciding and leaving are colony-members.ts.
 */

export function colonyOrThrow(db: Db, id: string): Colony {
  const colony = db.select().from(colonies).where(eq(colonies.id, id)).get();
  if (!colony) throw fail('NOT_FOUND', 'colonyNotFound');
  return colony;
}

export const membership = (db: Db, colonyId: string, userId: string) =>
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

/** Starts a spell of membership (approval, or creating the colony). */
export function openPeriod(tx: Db, colonyId: string, userId: string, at: Date) {
  tx.insert(colonyMemberPeriods).values({ id: newId(), colonyId, userId, joinedAt: at }).run();
}

/**
 * Ends the person's membership of the colony (or of every colony, without `colonyId`): the open
 * periods close and their places on the colony's shifts go. The membership rows are the
 * caller's to delete, in the same transaction.
 */
export function endMembership(
  tx: Db,
  userId: string,
  at: Date,
  end: { colonyId?: string; endedBy: MembershipEnd; removedById?: string; reason?: string },
) {
  const open = and(
    eq(colonyMemberPeriods.userId, userId),
    isNull(colonyMemberPeriods.leftAt),
    end.colonyId === undefined ? undefined : eq(colonyMemberPeriods.colonyId, end.colonyId),
  );
  tx.update(colonyMemberPeriods)
    .set({
      leftAt: at,
      endedBy: end.endedBy,
      removedById: end.removedById ?? null,
      removalReason: end.reason ?? null,
    })
    .where(open)
    .run();
  const shifts = tx.select({ id: rotaShifts.id }).from(rotaShifts);
  tx.delete(rotaSignups)
    .where(
      and(
        eq(rotaSignups.userId, userId),
        inArray(
          rotaSignups.shiftId,
          end.colonyId === undefined ? shifts : shifts.where(eq(rotaShifts.colonyId, end.colonyId)),
        ),
      ),
    )
    .run();
}

/** When the user was last removed from a colony, or null. */
export function lastRemovalAt(ctx: AuthedContext): { at: string | null } {
  const row = ctx.db
    .select({ at: colonyMemberPeriods.leftAt })
    .from(colonyMemberPeriods)
    .where(
      and(eq(colonyMemberPeriods.userId, ctx.user.id), eq(colonyMemberPeriods.endedBy, 'removed')),
    )
    .orderBy(desc(colonyMemberPeriods.leftAt))
    .limit(1)
    .get();
  return { at: row?.at?.toISOString() ?? null };
}

/** The colony's coordinators who can be told anything (not deleted, not waiting for approval). */
export function coordinatorsOf(tx: Db, colonyId: string): string[] {
  return tx
    .select({ userId: colonyMembers.userId })
    .from(colonyMembers)
    .innerJoin(users, eq(users.id, colonyMembers.userId))
    .where(
      and(
        eq(colonyMembers.colonyId, colonyId),
        eq(colonyMembers.status, 'approved'),
        eq(colonyMembers.role, 'coordinator'),
        isNull(users.deletedAt),
        eq(users.status, 'active'),
      ),
    )
    .all()
    .map((r) => r.userId);
}
