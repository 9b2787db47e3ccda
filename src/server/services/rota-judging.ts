import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { occurrencesEndedBetween, ROTA } from '../../shared/rota.js';
import type { Deps } from '../context.js';
import type { Db } from '../db/client.js';
import { colonies, colonyCats, colonyMemberPeriods, colonyMembers } from '../db/colonies-schema.js';
import { colonyFeeding, rotaOutcomes, rotaShifts, rotaSignups } from '../db/rota-schema.js';
import { checkins, users } from '../db/schema.js';
import type { ScheduledTask } from '../jobs/scheduler.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';

/**
 * Judging a colony's rota shifts done or missed from the members' feedings (check-ins with
 * 'Alimentou' on the colony's cats by someone who was a member at the time of the feeding, read
 * from colony_member_periods), and the alerts the scheduler sends from those judgements: missed
 * shifts and colonies gone unfed past their limit. A judged occurrence (rota_outcomes) is final:
 * the week view and the impact report show it as judged, whoever joins or leaves later. The shifts
 * and sign-ups are rota.ts.
 */

const HOUR = 60 * 60 * 1000;

/** The colony's feeding row (its limit, the unfed spell last told), if it has one. */
export const limitOf = (db: Db, colonyId: string) =>
  db.select().from(colonyFeeding).where(eq(colonyFeeding.colonyId, colonyId)).get();

/** The feeder was an approved member of the cat's colony when the check-in was made. */
const memberAtTheTime = and(
  eq(colonyMemberPeriods.colonyId, colonyCats.colonyId),
  eq(colonyMemberPeriods.userId, checkins.userId),
  lte(colonyMemberPeriods.joinedAt, checkins.createdAt),
  or(isNull(colonyMemberPeriods.leftAt), gt(colonyMemberPeriods.leftAt, checkins.createdAt)),
);

/** Feedings of the colony's cats in [from, to) by members at the time, oldest first. */
export function memberFeedings(db: Db, colonyId: string, from: Date, to: Date) {
  return db
    .select({ userId: checkins.userId, userName: users.name, at: checkins.createdAt })
    .from(checkins)
    .innerJoin(colonyCats, eq(colonyCats.catId, checkins.catId))
    .innerJoin(colonyMemberPeriods, memberAtTheTime)
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

/** The stored judgements of these shifts, by `${shiftId} ${day}`: true when it was done. */
export function outcomesOf(db: Db, shiftIds: readonly string[]): Map<string, boolean> {
  if (shiftIds.length === 0) return new Map();
  return new Map(
    db
      .select()
      .from(rotaOutcomes)
      .where(inArray(rotaOutcomes.shiftId, [...shiftIds]))
      .all()
      .map((row) => [`${row.shiftId} ${row.day}`, !row.missed]),
  );
}

/**
 * Every occurrence of the colony's shifts that ended in (from, to] after the shift was created
 * (and, for a removed shift, by its removal): as the sweep judged it when it did, else judged
 * now by `feedingsIn` from the feedings of members at the time.
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
  const occurrences = shifts.flatMap((shift) => {
    const since = shift.createdAt > from ? shift.createdAt : from;
    const until = shift.removedAt && shift.removedAt < to ? shift.removedAt : to;
    if (until <= since) return [];
    return occurrencesEndedBetween(shift, since, until, tz).map((occ) => ({
      shiftId: shift.id,
      ...occ,
    }));
  });
  if (occurrences.length === 0) return [];
  const judged = outcomesOf(
    db,
    shifts.map((shift) => shift.id),
  );
  const earliest = Math.min(...occurrences.map((o) => o.start.getTime()));
  const feedings = memberFeedings(db, colonyId, new Date(earliest), to);
  return occurrences.map((occ) => ({
    ...occ,
    done: judged.get(`${occ.shiftId} ${occ.day}`) ?? feedingsIn(feedings, occ).length > 0,
  }));
}

/** The last feeding of the colony's cats by a member at the time, before `now`. */
export function lastMemberFeeding(db: Db, colonyId: string, now: Date): Date | null {
  const row = db
    .select({ at: sql<number | null>`max(${checkins.createdAt})` })
    .from(checkins)
    .innerJoin(colonyCats, eq(colonyCats.catId, checkins.catId))
    .innerJoin(colonyMemberPeriods, memberAtTheTime)
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
    .where(isNull(rotaShifts.removedAt))
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
      and(
        isNull(rotaShifts.removedAt),
        sql`exists (select 1 from ${colonyCats} where ${colonyCats.colonyId} = ${rotaShifts.colonyId})`,
      ),
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

export const ROTA_TASK = 'rota-alerts';

/**
 * The rota's sweep every minute (a miss is told soon after the window). Judged occurrences are
 * kept: they are the rota's history and the impact report's feeding figures.
 */
export function rotaTasks(deps: Deps): ScheduledTask[] {
  return [
    {
      name: ROTA_TASK,
      schedule: { everyMinutes: 1 },
      run: (tx) => {
        sweepRota(tx, deps);
      },
    },
  ];
}
