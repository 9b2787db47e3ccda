import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { occurrencesEndedBetween, ROTA, weekMonday } from '../../shared/rota.js';
import { addDays } from '../../shared/time.js';
import type { Deps } from '../context.js';
import type { Db } from '../db/client.js';
import { colonies, colonyCats, colonyMembers } from '../db/colonies-schema.js';
import { colonyFeeding, rotaOutcomes, rotaShifts, rotaSignups } from '../db/rota-schema.js';
import { checkins, users } from '../db/schema.js';
import type { ScheduledTask } from '../jobs/scheduler.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';

/**
 * Judging a colony's rota shifts done or missed from the members' feedings (check-ins with
 * 'Alimentou' on the colony's cats), and the alerts the scheduler sends from those judgements:
 * missed shifts and colonies gone unfed past their limit. The shifts and sign-ups are rota.ts.
 */

const HOUR = 60 * 60 * 1000;

/** The colony's feeding row (its limit, the unfed spell last told), if it has one. */
export const limitOf = (db: Db, colonyId: string) =>
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
export function lastMemberFeeding(db: Db, colonyId: string, now: Date): Date | null {
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
