import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { zonedInstant } from '../../shared/rota.js';
import type {
  GiveDoseResult,
  giveDoseInput,
  treatmentDayInput,
} from '../../shared/schemas/treatments.js';
import { addDays } from '../../shared/time.js';
import { doseAt, lateUntil } from '../../shared/treatments.js';
import type { AuthedContext } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { treatmentDoses, type Treatment } from '../db/treatments-schema.js';
import { fail } from '../lib/app-error.js';
import { captureTime } from './captured-at.js';
import {
  clientWriteOf,
  oncePerClientId,
  rememberClientWrite,
  type EarlierWrite,
} from './client-writes.js';
import { isRunning, roundDoses, scheduleOf, stillCares, treatmentFor } from './treatment-access.js';

/**
 * Sharing a round's doses like the feeding rota (docs/treatments.md): someone who cares for the
 * cat takes a day ("Eu dou amanhã": that day's doses still to come are theirs) or leaves it, and
 * records a dose in one tap ("Medicou"), from the outbox too (once per client id).
 */

/** Writes one dose's row, creating it the first time something happens to the dose. */
export function upsertDose(
  tx: Db,
  treatmentId: string,
  dueAt: Date,
  set: Partial<Omit<typeof treatmentDoses.$inferInsert, 'treatmentId' | 'dueAt'>>,
) {
  tx.insert(treatmentDoses)
    .values({ treatmentId, dueAt, ...set })
    .onConflictDoUpdate({ target: [treatmentDoses.treatmentId, treatmentDoses.dueAt], set })
    .run();
}

/** The day's doses whose window has not ended, with their rows. */
function openDosesOf(ctx: AuthedContext, row: Treatment, day: string) {
  const tz = ctx.settings.TZ_COMMUNITY;
  const now = ctx.clock.now();
  if (!isRunning(row, now, tz)) throw fail('CONFLICT', 'treatmentEnded');
  const doses = roundDoses(
    row,
    zonedInstant(day, 0, tz),
    zonedInstant(addDays(day, 1), 0, tz),
    tz,
  ).filter((dose) => dose.end > now);
  if (doses.length === 0) throw fail('BAD_REQUEST', 'treatmentDayInvalid');
  const rows = ctx.db
    .select()
    .from(treatmentDoses)
    .where(
      and(
        eq(treatmentDoses.treatmentId, row.id),
        inArray(
          treatmentDoses.dueAt,
          doses.map((dose) => dose.at),
        ),
      ),
    )
    .all();
  const byTime = new Map(rows.map((r) => [r.dueAt.getTime(), r]));
  return doses
    .map((dose) => ({ dose, row: byTime.get(dose.at.getTime()) }))
    .filter(({ row: r }) => !r?.givenAt);
}

/** "Eu dou amanhã": the day's doses still to give are the caller's, unless someone has them. */
export function takeDay(ctx: AuthedContext, input: z.output<typeof treatmentDayInput>) {
  return transaction(ctx.db, (tx) => {
    const inner = { ...ctx, db: tx };
    const row = treatmentFor(inner, input.treatmentId);
    const doses = openDosesOf(inner, row, input.day);
    const others = doses.some(
      ({ row: r }) =>
        r?.takenById && r.takenById !== ctx.user.id && stillCares(tx, r.takenById, row.catId),
    );
    if (others) throw fail('CONFLICT', 'treatmentDayTaken');
    const now = ctx.clock.now();
    for (const { dose } of doses) {
      upsertDose(tx, row.id, dose.at, { takenById: ctx.user.id, takenAt: now });
    }
    return { done: true as const };
  });
}

/** Leaves the day: its doses still to give are free again. */
export function leaveDay(ctx: AuthedContext, input: z.output<typeof treatmentDayInput>) {
  return transaction(ctx.db, (tx) => {
    const inner = { ...ctx, db: tx };
    const row = treatmentFor(inner, input.treatmentId);
    for (const { dose, row: r } of openDosesOf(inner, row, input.day)) {
      if (r?.takenById !== ctx.user.id) continue;
      upsertDose(tx, row.id, dose.at, { takenById: null, takenAt: null });
    }
    return { done: true as const };
  });
}

/** The dose's row as the answer gives it (a resend answers the same). */
function answerOf(db: Db, treatmentId: string, dueAt: Date): GiveDoseResult {
  const stored = db
    .select({ givenAt: treatmentDoses.givenAt, name: users.name })
    .from(treatmentDoses)
    .leftJoin(users, eq(users.id, treatmentDoses.givenById))
    .where(and(eq(treatmentDoses.treatmentId, treatmentId), eq(treatmentDoses.dueAt, dueAt)))
    .get();
  if (!stored?.givenAt) throw new Error(`dose ${treatmentId} ${dueAt.toISOString()} vanished`);
  return {
    treatmentId,
    doseAt: dueAt.toISOString(),
    givenAt: stored.givenAt.toISOString(),
    givenBy: stored.name ?? '',
  };
}

/** The client write's entity: the round and the dose's time. */
const entityOf = (treatmentId: string, doseAt: string) => `${treatmentId} ${doseAt}`;

function replayDose(ctx: AuthedContext, earlier: EarlierWrite): GiveDoseResult {
  const [treatmentId = '', at = ''] = earlier.entityId.split(' ');
  return answerOf(ctx.db, treatmentId, new Date(at));
}

/**
 * "Medicou": the dose counts as given when it was made (capturedAt from the outbox, else now),
 * from its time until TREATMENT.lateMinutes after its window. A dose someone already recorded
 * answers that record.
 */
export function giveDose(
  ctx: AuthedContext,
  input: z.output<typeof giveDoseInput>,
): Promise<GiveDoseResult> {
  const write = clientWriteOf(ctx, 'dose', input, {});
  return oncePerClientId(
    ctx.db,
    write,
    (earlier) => replayDose(ctx, earlier),
    () =>
      transaction(ctx.db, (tx) => {
        const row = treatmentFor({ ...ctx, db: tx }, input.treatmentId);
        const tz = ctx.settings.TZ_COMMUNITY;
        const dose = doseAt(scheduleOf(row), new Date(input.doseAt), tz);
        if (!dose || lateUntil(dose) <= row.createdAt) {
          throw fail('BAD_REQUEST', 'treatmentDoseInvalid');
        }
        const { madeAt } = captureTime(ctx.clock.now(), input.capturedAt);
        if (madeAt < dose.at) throw fail('BAD_REQUEST', 'treatmentDoseNotYet');
        if (madeAt >= lateUntil(dose)) throw fail('CONFLICT', 'treatmentDoseClosed');
        const stored = tx
          .select({ givenAt: treatmentDoses.givenAt })
          .from(treatmentDoses)
          .where(and(eq(treatmentDoses.treatmentId, row.id), eq(treatmentDoses.dueAt, dose.at)))
          .get();
        if (!stored?.givenAt) {
          upsertDose(tx, row.id, dose.at, { givenById: ctx.user.id, givenAt: madeAt });
        }
        rememberClientWrite(tx, write, {
          entityId: entityOf(row.id, dose.at.toISOString()),
          pointsEarned: 0,
          bonusDetails: [],
          user: { points: ctx.user.points, level: ctx.user.level },
        });
        return answerOf(tx, row.id, dose.at);
      }),
  );
}
