import { TRPCError } from '@trpc/server';
import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  occurrenceInWeek,
  occurrencesEndedBetween,
  ROTA,
  weekMonday,
  type ShiftState,
} from '../../shared/rota.js';
import type { RotaWeek, addShiftInput, feedingLimitInput } from '../../shared/schemas/rota.js';
import { addDays } from '../../shared/time.js';
import type { AuthedContext, Deps } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { colonies, colonyCats, colonyMembers } from '../db/colonies-schema.js';
import { colonyFeeding, rotaOutcomes, rotaShifts, rotaSignups } from '../db/rota-schema.js';
import { checkins, users } from '../db/schema.js';
import type { ScheduledTask } from '../jobs/scheduler.js';
import { newId } from '../lib/ids.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';

/**
 * The weekly feeding rota of a colony (PRODUCT.md, "Colonies, feeding rota…"). A shift's
 * occurrence is done when an approved member checked in with 'Alimentou' on one of the colony's
 * cats inside its window, read from the check-ins every time; the sweep (`sweepRota`) records
 * only what it judged, so each miss and each unfed spell is told once.
 */

const HOUR = 60 * 60 * 1000;
const fail = (code: TRPCError['code'], message: string) => new TRPCError({ code, message });

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

function shiftOrThrow(db: Db, shiftId: string) {
  const shift = db.select().from(rotaShifts).where(eq(rotaShifts.id, shiftId)).get();
  if (!shift) throw fail('NOT_FOUND', 'rotaShiftNotFound');
  return shift;
}

const limitOf = (db: Db, colonyId: string) =>
  db.select().from(colonyFeeding).where(eq(colonyFeeding.colonyId, colonyId)).get();

/** Members' feedings of the colony's cats in [from, to), oldest first. */
export function memberFeedings(db: Db, colonyId: string, from: Date, to: Date) {
  return db
    .select({ userId: checkins.userId, userName: users.name, at: checkins.createdAt })
    .from(checkins)
    .innerJoin(colonyCats, eq(colonyCats.catId, checkins.catId))
    .innerJoin(
      colonyMembers,
      and(
        eq(colonyMembers.colonyId, colonyCats.colonyId),
        eq(colonyMembers.userId, checkins.userId),
        eq(colonyMembers.status, 'approved'),
      ),
    )
    .innerJoin(users, eq(users.id, checkins.userId))
    .where(
      and(
        eq(colonyCats.colonyId, colonyId),
        gte(checkins.createdAt, from),
        lt(checkins.createdAt, to),
        sql`exists (select 1 from json_each(${checkins.actions}) where value = 'Alimentou')`,
      ),
    )
    .orderBy(asc(checkins.createdAt))
    .all();
}

/** The rule: an occurrence is done when a member's feeding falls inside its window [start, end). */
export const feedingsIn = <T extends { at: Date }>(
  feedings: readonly T[],
  occ: { start: Date; end: Date },
): T[] => feedings.filter((f) => f.at >= occ.start && f.at < occ.end);

/**
 * Every occurrence of the colony's (existing) shifts that ended in (from, to] after the shift was
 * created, judged done or missed by `feedingsIn`, as the sweep and the week view judge them.
 */
export function judgedOccurrences(
  db: Db,
  colonyId: string,
  from: Date,
  to: Date,
  tz: string,
): { shiftId: string; day: string; start: Date; end: Date; done: boolean }[] {
  const shifts = db.select().from(rotaShifts).where(eq(rotaShifts.colonyId, colonyId)).all();
  if (shifts.length === 0 || to <= from) return [];
  const occurrences = shifts.flatMap((shift) =>
    occurrencesEndedBetween(shift, shift.createdAt > from ? shift.createdAt : from, to, tz).map(
      (occ) => ({ shiftId: shift.id, ...occ }),
    ),
  );
  if (occurrences.length === 0) return [];
  const earliest = Math.min(...occurrences.map((o) => o.start.getTime()));
  const feedings = memberFeedings(db, colonyId, new Date(earliest), to);
  return occurrences.map((occ) => ({ ...occ, done: feedingsIn(feedings, occ).length > 0 }));
}

/** The last feeding of the colony's cats by a member, before `now`. */
function lastMemberFeeding(db: Db, colonyId: string, now: Date): Date | null {
  const row = db
    .select({ at: sql<number | null>`max(${checkins.createdAt})` })
    .from(checkins)
    .innerJoin(colonyCats, eq(colonyCats.catId, checkins.catId))
    .innerJoin(
      colonyMembers,
      and(
        eq(colonyMembers.colonyId, colonyCats.colonyId),
        eq(colonyMembers.userId, checkins.userId),
        eq(colonyMembers.status, 'approved'),
      ),
    )
    .where(
      and(
        eq(colonyCats.colonyId, colonyId),
        lt(checkins.createdAt, now),
        sql`exists (select 1 from json_each(${checkins.actions}) where value = 'Alimentou')`,
      ),
    )
    .get();
  return row?.at ? new Date(row.at) : null;
}

/** This week's rota (Monday to Sunday, community time), for the colony's members. */
export function rotaWeek(ctx: AuthedContext, colonyId: string): RotaWeek {
  const canEdit = requireMember(ctx, colonyId);
  const tz = ctx.settings.TZ_COMMUNITY;
  const now = ctx.clock.now();
  const monday = weekMonday(now, tz);
  const shifts = ctx.db
    .select()
    .from(rotaShifts)
    .where(eq(rotaShifts.colonyId, colonyId))
    .orderBy(asc(rotaShifts.weekday), asc(rotaShifts.startMinute), asc(rotaShifts.id))
    .all();
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
  const weekFrom = occurrenceInWeek({ weekday: 0, startMinute: 0, endMinute: 0 }, monday, tz);
  const weekTo = occurrenceInWeek({ weekday: 6, startMinute: 0, endMinute: 24 * 60 }, monday, tz);
  const feedings = memberFeedings(ctx.db, colonyId, weekFrom.start, weekTo.end);
  const last = lastMemberFeeding(ctx.db, colonyId, new Date(now.getTime() + 1));
  return {
    weekStart: monday,
    limitHours: limitOf(ctx.db, colonyId)?.limitHours ?? ROTA.defaultLimitHours,
    canEdit,
    lastFeedingAt: last?.toISOString() ?? null,
    shifts: shifts.map((shift) => {
      const occ = occurrenceInWeek(shift, monday, tz);
      const fed = feedingsIn(feedings, occ);
      const carers = signups
        .filter((s) => s.shiftId === shift.id)
        .map(({ _id, name }) => ({ _id, name }));
      let state: ShiftState;
      if (fed.length > 0) state = 'done';
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
        carers,
        signedUp: carers.some((c) => c._id === ctx.user.id),
        feedings: fed.map((f) => ({ userName: f.userName, at: f.at.toISOString() })),
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
      .where(eq(rotaShifts.colonyId, input.colonyId))
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
    tx.delete(rotaShifts).where(eq(rotaShifts.id, shiftId)).run();
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

const approvedMembers = (tx: Db, colonyId: string) =>
  tx
    .select({ userId: colonyMembers.userId })
    .from(colonyMembers)
    .where(and(eq(colonyMembers.colonyId, colonyId), eq(colonyMembers.status, 'approved')))
    .all()
    .map((row) => row.userId);

/**
 * The rota's alerts, run by the scheduler in its transaction (so a kill mid-way leaves nothing
 * and a finished run is never repeated). A shift occurrence that ended within the last
 * ROTA.alertWithinHours and after the shift was created is judged once (rota_outcomes); if
 * missed, its signed-up carers who are still members are told. A colony with cats and shifts that
 * went its feeding limit without a member's feeding tells every member once per spell: the spell
 * is named by the instant it started (the last feeding, or the first shift's creation).
 */
export function sweepRota(tx: Db, deps: NotifyDeps): { missed: number; unfed: number } {
  const now = deps.clock.now();
  const tz = deps.settings.TZ_COMMUNITY;
  const from = new Date(now.getTime() - ROTA.alertWithinHours * HOUR);
  let missed = 0;
  let unfed = 0;
  const shifts = tx
    .select({ shift: rotaShifts, colonyName: colonies.name })
    .from(rotaShifts)
    .innerJoin(colonies, eq(colonies.id, rotaShifts.colonyId))
    .all();
  for (const { shift, colonyName } of shifts) {
    const since = shift.createdAt > from ? shift.createdAt : from;
    for (const occ of occurrencesEndedBetween(shift, since, now, tz)) {
      const judged = tx
        .select({ day: rotaOutcomes.day })
        .from(rotaOutcomes)
        .where(and(eq(rotaOutcomes.shiftId, shift.id), eq(rotaOutcomes.day, occ.day)))
        .get();
      if (judged) continue;
      const done =
        feedingsIn(memberFeedings(tx, shift.colonyId, occ.start, occ.end), occ).length > 0;
      tx.insert(rotaOutcomes)
        .values({ shiftId: shift.id, day: occ.day, missed: !done, judgedAt: now })
        .run();
      if (done) continue;
      missed++;
      const members = new Set(approvedMembers(tx, shift.colonyId));
      const carers = tx
        .select({ userId: rotaSignups.userId })
        .from(rotaSignups)
        .where(eq(rotaSignups.shiftId, shift.id))
        .all()
        .filter((row) => members.has(row.userId));
      notify(
        tx,
        deps,
        carers.map((carer) => ({
          userId: carer.userId,
          kind: 'shiftMissed' as const,
          params: {
            colonyId: shift.colonyId,
            colonyName,
            weekday: shift.weekday,
            startMinute: shift.startMinute,
            endMinute: shift.endMinute,
          },
        })),
      );
    }
  }

  const tracked = tx
    .select({
      colonyId: rotaShifts.colonyId,
      name: colonies.name,
      firstShiftAt: sql<number>`min(${rotaShifts.createdAt})`,
    })
    .from(rotaShifts)
    .innerJoin(colonies, eq(colonies.id, rotaShifts.colonyId))
    .where(
      sql`exists (select 1 from ${colonyCats} where ${colonyCats.colonyId} = ${rotaShifts.colonyId})`,
    )
    .groupBy(rotaShifts.colonyId)
    .all();
  for (const colony of tracked) {
    const feeding = limitOf(tx, colony.colonyId);
    const limitHours = feeding?.limitHours ?? ROTA.defaultLimitHours;
    const last = lastMemberFeeding(tx, colony.colonyId, now);
    const spell = Math.max(last?.getTime() ?? 0, colony.firstShiftAt);
    if (now.getTime() - spell < limitHours * HOUR) continue;
    if (feeding?.unfedAlertedSince?.getTime() === spell) continue;
    unfed++;
    tx.insert(colonyFeeding)
      .values({
        colonyId: colony.colonyId,
        limitHours,
        unfedAlertedSince: new Date(spell),
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: colonyFeeding.colonyId,
        set: { unfedAlertedSince: new Date(spell), updatedAt: now },
      })
      .run();
    notify(
      tx,
      deps,
      approvedMembers(tx, colony.colonyId).map((userId) => ({
        userId,
        kind: 'colonyUnfed' as const,
        params: { colonyId: colony.colonyId, colonyName: colony.name, hours: limitHours },
      })),
    );
  }
  return { missed, unfed };
}

/** Judged occurrences older than two weeks are never read again (the sweep looks back a day). */
export function pruneOutcomes(tx: Db, now: Date, tz: string) {
  const before = addDays(weekMonday(now, tz), -14);
  tx.delete(rotaOutcomes).where(lt(rotaOutcomes.day, before)).run();
}

export const ROTA_TASK = 'rota-alerts';

/** The rota's sweep every minute (a miss is told soon after the window), and a nightly prune. */
export function rotaTasks(deps: Deps): ScheduledTask[] {
  return [
    {
      name: ROTA_TASK,
      schedule: { everyMinutes: 1 },
      run: (tx) => {
        sweepRota(tx, deps);
      },
    },
    {
      name: 'rota-outcomes-prune',
      schedule: { cron: '40 3 * * *' },
      run: (tx) => {
        pruneOutcomes(tx, deps.clock.now(), deps.settings.TZ_COMMUNITY);
      },
    },
  ];
}
