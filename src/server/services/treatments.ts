import { desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { zonedInstant } from '../../shared/rota.js';
import type {
  startTreatmentInput,
  TreatmentsOfCat,
  TreatmentView,
} from '../../shared/schemas/treatments.js';
import { addDays, localDay } from '../../shared/time.js';
import { doseState, lateUntil, roundEnd, TREATMENT, type Dose } from '../../shared/treatments.js';
import type { AuthedContext } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { treatmentDoses, treatments, type Treatment } from '../db/treatments-schema.js';
import { fail } from '../lib/app-error.js';
import { newId } from '../lib/ids.js';
import {
  isRunning,
  requireTreatmentCarer,
  roundDoses,
  roundProgress,
  scheduleOf,
  stillCares,
  treatmentFor,
} from './treatment-access.js';

/**
 * A cat's treatment rounds (docs/treatments.md): starting and ending one, and what the cat page
 * shows of them (the days around today with who took them, and the progress). Taking days and
 * recording doses are treatment-doses.ts; the alerts are treatment-alerts.ts.
 */

/** Ended rounds the cat page still lists under the running ones. */
const ENDED_SHOWN = 3;

export function startTreatment(ctx: AuthedContext, input: z.output<typeof startTreatmentInput>) {
  const tz = ctx.settings.TZ_COMMUNITY;
  return transaction(ctx.db, (tx) => {
    const inner = { ...ctx, db: tx };
    requireTreatmentCarer(inner, input.catId);
    const now = ctx.clock.now();
    const today = localDay(now, tz);
    if (input.startDay < today || input.startDay > addDays(today, TREATMENT.startWithinDays)) {
      throw fail('BAD_REQUEST', 'treatmentStartInvalid');
    }
    const running = tx
      .select()
      .from(treatments)
      .where(eq(treatments.catId, input.catId))
      .all()
      .filter((row) => isRunning(row, now, tz));
    if (running.length >= TREATMENT.activePerCat) throw fail('CONFLICT', 'treatmentTooMany');
    const id = newId();
    tx.insert(treatments)
      .values({ id, ...input, startedById: ctx.user.id, createdAt: now })
      .run();
    return { _id: id };
  });
}

export function endTreatment(ctx: AuthedContext, treatmentId: string) {
  return transaction(ctx.db, (tx) => {
    const row = treatmentFor({ ...ctx, db: tx }, treatmentId);
    const now = ctx.clock.now();
    if (!isRunning(row, now, ctx.settings.TZ_COMMUNITY)) throw fail('CONFLICT', 'treatmentEnded');
    tx.update(treatments)
      .set({ endedAt: now, endedById: ctx.user.id })
      .where(eq(treatments.id, treatmentId))
      .run();
    return { done: true as const };
  });
}

type DoseRow = typeof treatmentDoses.$inferSelect;

/** 'HH:MM' of an instant on the community's clocks. */
const clockTime = (at: Date, tz: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: tz,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

function namesOf(db: Db, rows: readonly DoseRow[]): Map<string, string> {
  const ids = [
    ...new Set(rows.flatMap((row) => [row.takenById, row.givenById]).filter((id) => id !== null)),
  ];
  if (ids.length === 0) return new Map();
  return new Map(
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, ids))
      .all()
      .map((row) => [row.id, row.name]),
  );
}

/** The days around today, with each dose's state, who took it and who gave it. */
function scheduleView(
  ctx: AuthedContext,
  row: Treatment,
  byTime: Map<number, DoseRow>,
  names: Map<string, string>,
): TreatmentView['schedule'] {
  const tz = ctx.settings.TZ_COMMUNITY;
  const now = ctx.clock.now();
  const today = localDay(now, tz);
  const from = [addDays(today, -TREATMENT.daysBefore), row.startDay].sort().at(-1)!;
  const to = addDays(today, TREATMENT.daysAfter + 1);
  const doses = roundDoses(row, zonedInstant(from, 0, tz), zonedInstant(to, 0, tz), tz);
  // Someone who no longer cares for the cat (left the colony) holds no day.
  const takers = new Set(
    [...byTime.values()]
      .map((dose) => dose.takenById)
      .filter((id) => stillCares(ctx.db, id, row.catId)),
  );
  const person = (id: string | null) =>
    id === null || !takers.has(id) ? null : { _id: id, name: names.get(id) ?? '' };
  const days = new Map<string, Dose[]>();
  for (const dose of doses) days.set(dose.day, [...(days.get(dose.day) ?? []), dose]);
  return [...days].map(([day, list]) => {
    const views = list.map((dose) => {
      const stored = byTime.get(dose.at.getTime());
      const given = stored?.givenAt ?? null;
      return {
        at: dose.at.toISOString(),
        end: dose.end.toISOString(),
        lateUntil: lateUntil(dose).toISOString(),
        minute: dose.minute,
        state: doseState(dose, given !== null, now),
        takenBy: person(stored?.takenById ?? null),
        given: given
          ? {
              name: names.get(stored?.givenById ?? '') ?? '',
              at: given.toISOString(),
              time: clockTime(given, tz),
            }
          : null,
      };
    });
    const people = [
      ...new Map(views.flatMap((v) => (v.takenBy ? [[v.takenBy._id, v.takenBy]] : []))).values(),
    ];
    const free = views.filter((v) => v.state !== 'given' && new Date(v.end) > now);
    return {
      day,
      doses: views,
      takers: people,
      open: free.some((v) => v.takenBy === null),
      mine: people.some((p) => p._id === ctx.user.id),
    };
  });
}

function viewOf(ctx: AuthedContext, row: Treatment): TreatmentView {
  const tz = ctx.settings.TZ_COMMUNITY;
  const now = ctx.clock.now();
  const stored = ctx.db
    .select()
    .from(treatmentDoses)
    .where(eq(treatmentDoses.treatmentId, row.id))
    .all();
  const byTime = new Map(stored.map((dose) => [dose.dueAt.getTime(), dose]));
  const names = namesOf(ctx.db, stored);
  const active = isRunning(row, now, tz);
  const end = roundEnd(scheduleOf(row), tz);
  const starter = row.startedById
    ? ctx.db.select({ name: users.name }).from(users).where(eq(users.id, row.startedById)).get()
    : undefined;
  return {
    _id: row.id,
    medicine: row.medicine,
    dose: row.dose,
    everyHours: row.everyHours,
    startDay: row.startDay,
    startMinute: row.startMinute,
    days: row.days,
    startedBy: starter?.name ?? '',
    active,
    endedAt: active ? null : (end ?? now).toISOString(),
    progress: roundProgress(row, stored, now, tz),
    schedule: active ? scheduleView(ctx, row, byTime, names) : [],
  };
}

/** The cat's running rounds and the last ended ones, for those who care for it. */
export function treatmentsOfCat(ctx: AuthedContext, catId: string): TreatmentsOfCat {
  requireTreatmentCarer(ctx, catId);
  const tz = ctx.settings.TZ_COMMUNITY;
  const now = ctx.clock.now();
  const rows = ctx.db
    .select()
    .from(treatments)
    .where(eq(treatments.catId, catId))
    .orderBy(desc(treatments.createdAt))
    .all();
  const running = rows.filter((row) => isRunning(row, now, tz));
  const ended = rows.filter((row) => !isRunning(row, now, tz)).slice(0, ENDED_SHOWN);
  return {
    today: localDay(now, tz),
    treatments: [...running, ...ended].map((row) => viewOf(ctx, row)),
  };
}
