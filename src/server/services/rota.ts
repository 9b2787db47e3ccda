import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { occurrenceInWeek, ROTA, weekMonday, type ShiftState } from '../../shared/rota.js';
import { addDays } from '../../shared/time.js';
import type { RotaWeek, addShiftInput, feedingLimitInput } from '../../shared/schemas/rota.js';
import type { AuthedContext } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { colonies, colonyMembers } from '../db/colonies-schema.js';
import { colonyFeeding, rotaShifts, rotaSignups } from '../db/rota-schema.js';
import { scheduledTasks } from '../db/jobs-schema.js';
import { users } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import {
  feedingsIn,
  lastMemberFeeding,
  limitOf,
  memberFeedings,
  outcomesOf,
} from './rota-judging.js';
import { fail } from '../lib/app-error.js';

/**
 * The weekly feeding rota of a colony (PRODUCT.md, "Colonies, feeding rota…"). A shift's
 * occurrence is done when someone who was an approved member at the time checked in with
 * 'Alimentou' on one of the colony's cats inside its window; once the sweep (`sweepRota`) has
 * judged an occurrence, that judgement is final and is what the week view shows. Here: the
 * shifts, sign-ups, feeding limit and week view; the judging and the alerts are in
 * rota-judging.ts.
 */

/** The scheduled task that pruned judged outcomes until they were kept (its last run is kept). */
const OLD_PRUNE_TASK = 'rota-outcomes-prune';

function membershipOf(db: Db, colonyId: string, userId: string) {
  return db
    .select({ role: colonyMembers.role, status: colonyMembers.status })
    .from(colonyMembers)
    .where(and(eq(colonyMembers.colonyId, colonyId), eq(colonyMembers.userId, userId)))
    .get();
}

function colonyExists(db: Db, colonyId: string) {
  const row = db.select({ id: colonies.id }).from(colonies).where(eq(colonies.id, colonyId)).get();
  if (!row) throw fail('NOT_FOUND', 'colonyNotFound');
}

/** Approved members (or an admin); returns whether the caller coordinates the colony. */
function requireMember(ctx: AuthedContext, colonyId: string): boolean {
  colonyExists(ctx.db, colonyId);
  const me = membershipOf(ctx.db, colonyId, ctx.user.id);
  if (ctx.isAdmin) return true;
  if (me?.status !== 'approved') throw fail('FORBIDDEN', 'rotaMembersOnly');
  return me.role === 'coordinator';
}

function requireCoordinator(ctx: AuthedContext, colonyId: string) {
  if (!requireMember(ctx, colonyId)) throw fail('FORBIDDEN', 'colonyCoordinatorOnly');
}

/** The approved members of a colony, as a subquery. */
const approvedMemberIds = (db: Db, colonyId: string) =>
  db
    .select({ id: colonyMembers.userId })
    .from(colonyMembers)
    .where(and(eq(colonyMembers.colonyId, colonyId), eq(colonyMembers.status, 'approved')));

/** A shift on the rota (a removed one is only history). */
function shiftOrThrow(db: Db, shiftId: string) {
  const shift = db
    .select()
    .from(rotaShifts)
    .where(and(eq(rotaShifts.id, shiftId), isNull(rotaShifts.removedAt)))
    .get();
  if (!shift) throw fail('NOT_FOUND', 'rotaShiftNotFound');
  return shift;
}

/** Judged outcomes were pruned before this release: the days before this one have none kept. */
function prunedBefore(db: Db, tz: string): string | null {
  const row = db
    .select({ at: scheduledTasks.lastDueAt })
    .from(scheduledTasks)
    .where(eq(scheduledTasks.name, OLD_PRUNE_TASK))
    .get();
  // The old nightly prune kept the two weeks before the week it ran in.
  return row ? addDays(weekMonday(row.at, tz), -14) : null;
}

/**
 * A week of the rota (Monday to Sunday, community time; this week when `weekStart` is absent),
 * for the colony's members. This week shows the shifts on the rota; a past week the shifts it had,
 * removed ones included. An occurrence that ended before its shift was created is not counted.
 */
export function rotaWeek(ctx: AuthedContext, colonyId: string, weekStart?: string): RotaWeek {
  const canEdit = requireMember(ctx, colonyId);
  const tz = ctx.settings.TZ_COMMUNITY;
  const now = ctx.clock.now();
  const thisWeek = weekMonday(now, tz);
  const monday = weekStart ?? thisWeek;
  if (monday > thisWeek) throw fail('BAD_REQUEST', 'rotaWeekInvalid');
  const current = monday === thisWeek;
  const weekFrom = occurrenceInWeek({ weekday: 0, startMinute: 0, endMinute: 0 }, monday, tz);
  const weekTo = occurrenceInWeek({ weekday: 6, startMinute: 0, endMinute: 24 * 60 }, monday, tz);
  const all = ctx.db
    .select()
    .from(rotaShifts)
    .where(eq(rotaShifts.colonyId, colonyId))
    .orderBy(asc(rotaShifts.weekday), asc(rotaShifts.startMinute), asc(rotaShifts.id))
    .all();
  const first = all.reduce<Date | null>(
    (min, shift) => (min === null || shift.createdAt < min ? shift.createdAt : min),
    null,
  );
  const shifts = all.filter((shift) => {
    if (current) return shift.removedAt === null;
    const occ = occurrenceInWeek(shift, monday, tz);
    // As the impact report counts them: ended after the creation and by the removal.
    return occ.end > shift.createdAt && (shift.removedAt === null || occ.end <= shift.removedAt);
  });
  const signups = shifts.length
    ? ctx.db
        .select({ shiftId: rotaSignups.shiftId, _id: users.id, name: users.name })
        .from(rotaSignups)
        .innerJoin(users, eq(users.id, rotaSignups.userId))
        .where(
          and(
            inArray(
              rotaSignups.shiftId,
              shifts.map((s) => s.id),
            ),
            inArray(rotaSignups.userId, approvedMemberIds(ctx.db, colonyId)),
          ),
        )
        .orderBy(asc(rotaSignups.signedAt))
        .all()
    : [];
  const feedings = memberFeedings(ctx.db, colonyId, weekFrom.start, weekTo.end);
  const last = lastMemberFeeding(ctx.db, colonyId, new Date(now.getTime() + 1));
  const judged = outcomesOf(
    ctx.db,
    shifts.map((shift) => shift.id),
  );
  const pruned = prunedBefore(ctx.db, tz);
  return {
    weekStart: monday,
    current,
    firstWeek: first ? weekMonday(first, tz) : null,
    limitHours: limitOf(ctx.db, colonyId)?.limitHours ?? ROTA.defaultLimitHours,
    canEdit,
    lastFeedingAt: last?.toISOString() ?? null,
    shifts: shifts.map((shift) => {
      const occ = occurrenceInWeek(shift, monday, tz);
      const fed = feedingsIn(feedings, occ);
      const carers = current
        ? signups.filter((s) => s.shiftId === shift.id).map(({ _id, name }) => ({ _id, name }))
        : [];
      const outcome = judged.get(`${shift.id} ${occ.day}`);
      let state: ShiftState;
      if (occ.end <= shift.createdAt) state = 'notStarted';
      else if (outcome !== undefined) state = outcome ? 'done' : 'missed';
      else if (pruned !== null && occ.day < pruned) state = 'noRecord';
      else if (fed.length > 0) state = 'done';
      else if (now >= occ.end) state = 'missed';
      else if (now >= occ.start) state = 'open';
      else state = 'upcoming';
      return {
        _id: shift.id,
        weekday: shift.weekday,
        startMinute: shift.startMinute,
        endMinute: shift.endMinute,
        day: occ.day,
        start: occ.start.toISOString(),
        end: occ.end.toISOString(),
        state,
        removed: shift.removedAt !== null,
        carers,
        signedUp: carers.some((c) => c._id === ctx.user.id),
        feedings:
          state === 'noRecord'
            ? []
            : fed.map((f) => ({ userName: f.userName, at: f.at.toISOString() })),
      };
    }),
  };
}

export function addShift(ctx: AuthedContext, input: z.output<typeof addShiftInput>) {
  return transaction(ctx.db, (tx) => {
    requireCoordinator({ ...ctx, db: tx }, input.colonyId);
    const n = tx
      .select({ n: count() })
      .from(rotaShifts)
      .where(and(eq(rotaShifts.colonyId, input.colonyId), isNull(rotaShifts.removedAt)))
      .get()!.n;
    if (n >= ROTA.shiftsPerColony) throw fail('TOO_MANY_REQUESTS', 'rotaTooManyShifts');
    const id = newId();
    tx.insert(rotaShifts)
      .values({
        id,
        colonyId: input.colonyId,
        weekday: input.weekday,
        startMinute: input.startMinute,
        endMinute: input.endMinute,
        createdById: ctx.user.id,
        createdAt: ctx.clock.now(),
      })
      .run();
    return { _id: id };
  });
}

export function removeShift(ctx: AuthedContext, shiftId: string) {
  return transaction(ctx.db, (tx) => {
    const shift = shiftOrThrow(tx, shiftId);
    requireCoordinator({ ...ctx, db: tx }, shift.colonyId);
    // Off the rota; its judged occurrences stay in the history and the impact report.
    tx.update(rotaShifts)
      .set({ removedAt: ctx.clock.now() })
      .where(eq(rotaShifts.id, shiftId))
      .run();
    tx.delete(rotaSignups).where(eq(rotaSignups.shiftId, shiftId)).run();
    return { done: true as const };
  });
}

/** A member takes a place on a shift (at most ROTA.carersPerShift). */
export function signUp(ctx: AuthedContext, shiftId: string) {
  return transaction(ctx.db, (tx) => {
    const shift = shiftOrThrow(tx, shiftId);
    requireMember({ ...ctx, db: tx }, shift.colonyId);
    // Someone who left the colony keeps no place on its shifts.
    const taken = tx
      .select({ userId: rotaSignups.userId })
      .from(rotaSignups)
      .where(
        and(
          eq(rotaSignups.shiftId, shiftId),
          inArray(rotaSignups.userId, approvedMemberIds(tx, shift.colonyId)),
        ),
      )
      .all();
    if (taken.some((row) => row.userId === ctx.user.id)) return { done: true as const };
    if (taken.length >= ROTA.carersPerShift) throw fail('CONFLICT', 'rotaShiftFull');
    tx.insert(rotaSignups)
      .values({ shiftId, userId: ctx.user.id, signedAt: ctx.clock.now() })
      .run();
    return { done: true as const };
  });
}

export function dropOut(ctx: AuthedContext, shiftId: string) {
  shiftOrThrow(ctx.db, shiftId);
  ctx.db
    .delete(rotaSignups)
    .where(and(eq(rotaSignups.shiftId, shiftId), eq(rotaSignups.userId, ctx.user.id)))
    .run();
  return { done: true as const };
}

export function setFeedingLimit(ctx: AuthedContext, input: z.output<typeof feedingLimitInput>) {
  return transaction(ctx.db, (tx) => {
    requireCoordinator({ ...ctx, db: tx }, input.colonyId);
    const now = ctx.clock.now();
    tx.insert(colonyFeeding)
      .values({ colonyId: input.colonyId, limitHours: input.limitHours, updatedAt: now })
      .onConflictDoUpdate({
        target: colonyFeeding.colonyId,
        set: { limitHours: input.limitHours, updatedAt: now },
      })
      .run();
    return { done: true as const };
  });
}
