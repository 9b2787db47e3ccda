import { hasSporotrichosis } from './sporotrichosis.js';
import { eq } from 'drizzle-orm';
import { zonedInstant } from '../../shared/rota.js';
import { addDays, localDay } from '../../shared/time.js';
import {
  atNight,
  lateUntil,
  nightReminderOf,
  TREATMENT,
  type Dose,
} from '../../shared/treatments.js';
import type { Deps } from '../context.js';
import type { Db } from '../db/client.js';
import { cats } from '../db/schema.js';
import { treatmentDoses, type Treatment } from '../db/treatments-schema.js';
import type { ScheduledTask } from '../jobs/scheduler.js';
import { notify, type NewNotification, type NotifyDeps } from '../notifications/notify.js';
import { responsibleFor, roundDoses, roundsToSweep, stillCares } from './treatment-access.js';
import { upsertDose } from './treatment-doses.js';

/**
 * A round's notices (docs/treatments.md), each sent once: a dose's time reminds whoever took it
 * (the quiet hours' doses aside, reminded at 21:30); a dose not given by the end of its window
 * tells whoever took it; one still not recorded TREATMENT.lateMinutes later counts as
 * missed and tells the colony's coordinators (a cat in no colony: its carers). The evening
 * before a day nobody took, and at 21:30 for the doses of the quiet hours, the scheduler's cron
 * tasks run once per occurrence. notify() holds pushes in the quiet hours.
 */

const HOUR = 3_600_000;
/** A dose is still alerted this long after its window (a restart, a late tick), as the rota. */
const ALERT_WITHIN_HOURS = 24;

type DoseRow = typeof treatmentDoses.$inferSelect;

/** What the notices say of the cat: its name, and whether its handling advice goes with them. */
const catOf = (tx: Db, catId: string) => ({
  catName: tx.select({ name: cats.name }).from(cats).where(eq(cats.id, catId)).get()?.name ?? '',
  ...(hasSporotrichosis(tx, catId) && { handling: true }),
});

function rowsOf(tx: Db, treatmentId: string): Map<number, DoseRow> {
  return new Map(
    tx
      .select()
      .from(treatmentDoses)
      .where(eq(treatmentDoses.treatmentId, treatmentId))
      .all()
      .map((row) => [row.dueAt.getTime(), row]),
  );
}

function notice(
  row: Treatment,
  cat: ReturnType<typeof catOf>,
  kind: NewNotification['kind'],
  userIds: readonly string[],
  extra: { startMinute?: number; count?: number },
): NewNotification[] {
  return [...new Set(userIds)].map((userId) => ({
    userId,
    kind,
    catId: row.catId,
    params: { ...cat, medicine: row.medicine, ...extra },
  }));
}

/**
 * Doses whose window is open (their time reached, not given) remind whoever took their day, once
 * (`dueToldAt`), so a restart or a late tick still reminds until the window ends. Not a quiet
 * hours' dose whose day was taken before 21:30 (sweepNightDoses reminded it then; one taken later
 * is reminded at its time), nor a dose whose day was taken after its time (the taker saw it due).
 * A dose nobody took has no row: nobody is reminded.
 */
export function sweepDueDoses(tx: Db, deps: NotifyDeps): number {
  const now = deps.clock.now();
  const tz = deps.settings.TZ_COMMUNITY;
  // A window is at most a day long; a dose at exactly `now` is due.
  const from = new Date(now.getTime() - 24 * HOUR);
  const upTo = new Date(now.getTime() + 1);
  let due = 0;
  for (const row of roundsToSweep(tx, now, tz)) {
    const doses = roundDoses(row, from, upTo, tz).filter((dose) => dose.end > now);
    if (doses.length === 0) continue;
    const rows = rowsOf(tx, row.id);
    const items: NewNotification[] = [];
    let cat: ReturnType<typeof catOf> | undefined;
    for (const dose of doses) {
      const stored = rows.get(dose.at.getTime());
      if (!stored?.takenById || stored.givenAt || stored.dueToldAt) continue;
      if (stored.takenAt && stored.takenAt > dose.at) continue;
      const toldAtNight =
        atNight(dose.minute) && (!stored.takenAt || stored.takenAt < nightReminderOf(dose.at, tz));
      if (toldAtNight) continue;
      upsertDose(tx, row.id, dose.at, { dueToldAt: now });
      if (!stillCares(tx, stored.takenById, row.catId)) continue;
      due++;
      cat ??= catOf(tx, row.catId);
      items.push(...notice(row, cat, 'doseDue', [stored.takenById], { startMinute: dose.minute }));
    }
    notify(tx, deps, items);
  }
  return due;
}

/** Doses past their window: the taker, then (missed) the coordinators or carers, once each. */
export function sweepDoses(tx: Db, deps: NotifyDeps): { late: number; missed: number } {
  const now = deps.clock.now();
  const tz = deps.settings.TZ_COMMUNITY;
  const from = new Date(now.getTime() - (ALERT_WITHIN_HOURS + 25) * HOUR);
  let late = 0;
  let missed = 0;
  for (const row of roundsToSweep(tx, now, tz)) {
    const doses = roundDoses(row, from, now, tz).filter(
      (dose) =>
        dose.end <= now && lateUntil(dose).getTime() > now.getTime() - ALERT_WITHIN_HOURS * HOUR,
    );
    if (doses.length === 0) continue;
    const rows = rowsOf(tx, row.id);
    const cat = catOf(tx, row.catId);
    const items: NewNotification[] = [];
    for (const dose of doses) {
      const stored = rows.get(dose.at.getTime());
      if (stored?.givenAt) continue;
      const taker = stored?.takenById ?? null;
      if (!stored?.takerToldAt) {
        upsertDose(tx, row.id, dose.at, { takerToldAt: now });
        if (stillCares(tx, taker, row.catId)) {
          late++;
          items.push(...notice(row, cat, 'doseLate', [taker], { startMinute: dose.minute }));
        }
      }
      if (lateUntil(dose) <= now && !stored?.carersToldAt) {
        missed++;
        upsertDose(tx, row.id, dose.at, { carersToldAt: now });
        const told = responsibleFor(tx, row.catId).filter((id) => id !== taker);
        items.push(...notice(row, cat, 'doseMissed', told, { startMinute: dose.minute }));
      }
    }
    notify(tx, deps, items);
  }
  return { late, missed };
}

/** The doses of each running round with a time in [from, to), with their rows. */
function dosesIn(tx: Db, deps: NotifyDeps, from: Date, to: Date) {
  const tz = deps.settings.TZ_COMMUNITY;
  return roundsToSweep(tx, deps.clock.now(), tz).flatMap((row) => {
    const doses = roundDoses(row, from, to, tz);
    if (doses.length === 0) return [];
    const rows = rowsOf(tx, row.id);
    const list = doses
      .map((dose) => ({ dose, stored: rows.get(dose.at.getTime()) }))
      .filter(({ stored }) => !stored?.givenAt)
      .map(({ dose, stored }) => ({
        dose,
        taker: stillCares(tx, stored?.takenById ?? null, row.catId)
          ? (stored?.takenById ?? null)
          : null,
      }));
    return [{ row, cat: catOf(tx, row.catId), list }];
  });
}

/** The evening before: a day with doses nobody took tells the coordinators (or carers). */
export function sweepUntakenDays(tx: Db, deps: NotifyDeps, due: Date): number {
  const tz = deps.settings.TZ_COMMUNITY;
  const tomorrow = addDays(localDay(due, tz), 1);
  const from = zonedInstant(tomorrow, 0, tz);
  const to = zonedInstant(addDays(tomorrow, 1), 0, tz);
  let told = 0;
  for (const { row, cat, list } of dosesIn(tx, deps, from, to)) {
    const free = list.filter(({ taker }) => taker === null).length;
    if (free === 0) continue;
    told++;
    notify(
      tx,
      deps,
      notice(row, cat, 'doseDayUntaken', responsibleFor(tx, row.catId), { count: free }),
    );
  }
  return told;
}

/**
 * At 21:30: the doses due from 22:00 to 07:00, whose pushes the quiet hours would hold, remind
 * whoever took them (a dose nobody took: the coordinators or carers), one notice per person and
 * round. `due`: the occurrence the run stands for (the night after it).
 */
export function sweepNightDoses(tx: Db, deps: NotifyDeps, due: Date): number {
  const tz = deps.settings.TZ_COMMUNITY;
  const today = localDay(due, tz);
  const from = zonedInstant(today, TREATMENT.nightFromMinute, tz);
  const to = zonedInstant(addDays(today, 1), TREATMENT.nightUntilMinute, tz);
  let told = 0;
  for (const { row, cat, list } of dosesIn(tx, deps, from, to)) {
    const byPerson = new Map<string, Dose[]>();
    for (const { dose, taker } of list) {
      for (const userId of taker ? [taker] : responsibleFor(tx, row.catId)) {
        byPerson.set(userId, [...(byPerson.get(userId) ?? []), dose]);
      }
    }
    for (const [userId, doses] of byPerson) {
      told++;
      notify(
        tx,
        deps,
        notice(row, cat, 'doseNight', [userId], {
          startMinute: doses[0]!.minute,
          count: doses.length,
        }),
      );
    }
  }
  return told;
}

export const TREATMENT_DOSES_TASK = 'treatment-doses';
export const TREATMENT_UNTAKEN_TASK = 'treatment-untaken-days';
export const TREATMENT_NIGHT_TASK = 'treatment-night-doses';

/**
 * The rounds' tasks (jobs/tasks.ts): the dose sweeps every minute (doses due, doses past their
 * window), the two evening notices.
 */
export function treatmentTasks(deps: Deps): ScheduledTask[] {
  return [
    {
      name: TREATMENT_DOSES_TASK,
      schedule: { everyMinutes: 1 },
      run: (tx) => {
        sweepDueDoses(tx, deps);
        sweepDoses(tx, deps);
      },
    },
    {
      name: TREATMENT_UNTAKEN_TASK,
      schedule: { cron: TREATMENT.untakenCron },
      // The day after the occurrence it stands for, even when run late after a restart.
      run: (tx, run) => {
        sweepUntakenDays(tx, deps, run.due);
      },
    },
    {
      name: TREATMENT_NIGHT_TASK,
      schedule: { cron: TREATMENT.nightCron },
      run: (tx, run) => {
        sweepNightDoses(tx, deps, run.due);
      },
    },
  ];
}
