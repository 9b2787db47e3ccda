import { and, eq, isNull, or, gt } from 'drizzle-orm';
import { zonedInstant } from '../../shared/rota.js';
import type { TreatmentProgress } from '../../shared/schemas/treatments.js';
import { localDay } from '../../shared/time.js';
import {
  dayNumber,
  dosesBetween,
  roundEnd,
  lateUntil,
  type Dose,
  type Schedule,
} from '../../shared/treatments.js';
import type { AuthedContext } from '../context.js';
import type { Db } from '../db/client.js';
import { colonyCats } from '../db/colonies-schema.js';
import { carerRequests, cats } from '../db/schema.js';
import { treatments, type Treatment, type TreatmentDose } from '../db/treatments-schema.js';
import { fail } from '../lib/app-error.js';
import { catOrThrow } from './carer-access.js';
import { isCarerOf } from './carer-rule.js';
import { coordinatorsOf } from './colony-membership.js';

/**
 * Who takes part in a cat's treatment rounds, and a round's doses as the services and the alert
 * sweep read them. The rounds are for whoever cares for the cat (carer-rule.ts: its registrar,
 * approved carers and the members of its colony) and admins; nobody else learns one exists.
 */

export function requireTreatmentCarer(ctx: AuthedContext, catId: string) {
  const cat = catOrThrow(ctx.db, catId);
  if (!ctx.isAdmin && !isCarerOf(ctx.db, ctx.user.id, catId)) {
    throw fail('FORBIDDEN', 'treatmentCarersOnly');
  }
  return cat;
}

/** The round, for someone who cares for its cat (404 for a round that does not exist). */
export function treatmentFor(ctx: AuthedContext, treatmentId: string): Treatment {
  const row = ctx.db.select().from(treatments).where(eq(treatments.id, treatmentId)).get();
  if (!row) throw fail('NOT_FOUND', 'treatmentNotFound');
  requireTreatmentCarer(ctx, row.catId);
  return row;
}

/**
 * Whom a missed dose and a day nobody took are told: the coordinators of the cat's colony, or,
 * for a cat in no colony, its registrar and approved carers.
 */
export function responsibleFor(db: Db, catId: string): string[] {
  const colony = db
    .select({ colonyId: colonyCats.colonyId })
    .from(colonyCats)
    .where(eq(colonyCats.catId, catId))
    .get();
  if (colony) return coordinatorsOf(db, colony.colonyId);
  const registrar = db
    .select({ userId: cats.discoveredById })
    .from(cats)
    .where(eq(cats.id, catId))
    .get();
  const approved = db
    .select({ userId: carerRequests.userId })
    .from(carerRequests)
    .where(and(eq(carerRequests.catId, catId), eq(carerRequests.status, 'approved')))
    .all()
    .map((row) => row.userId);
  return [...new Set([...(registrar ? [registrar.userId] : []), ...approved])];
}

/** A taker still cares for the cat (someone who left the colony keeps no doses). */
export const stillCares = (db: Db, userId: string | null, catId: string): userId is string =>
  userId !== null && isCarerOf(db, userId, catId);

export const scheduleOf = (row: Treatment): Schedule => ({
  startDay: row.startDay,
  startMinute: row.startMinute,
  everyHours: row.everyHours,
  days: row.days,
  endedAt: row.endedAt,
});

/**
 * The round's doses with a time in [from, to), leaving out those whose time to record ended
 * before the round was created (a round started at 08:30 "from today 06:00" skips nothing it
 * can still record, and counts nothing it could not).
 */
export function roundDoses(row: Treatment, from: Date, to: Date, tz: string): Dose[] {
  return dosesBetween(scheduleOf(row), from, to, tz).filter(
    (dose) => lateUntil(dose) > row.createdAt,
  );
}

/** Whether the round still has doses to come at `now`. */
export function isRunning(row: Treatment, now: Date, tz: string): boolean {
  const end = roundEnd(scheduleOf(row), tz);
  return end === null || end > now;
}

/**
 * "dia 23 de 60, 2 doses perdidas" as of `at`: the round's day (the day of the instant just before
 * `at`, or of its end once it stopped, so a period ending at midnight is still its last day), the
 * doses given by then and those missed (their time to record over, never given). `stored` is the
 * round's dose rows. The cat page shows it as of now; the impact report as of its period's end.
 */
export function roundProgress(
  row: Treatment,
  stored: readonly Pick<TreatmentDose, 'dueAt' | 'givenAt'>[],
  at: Date,
  tz: string,
): TreatmentProgress {
  const given = new Set(
    stored.filter((dose) => dose.givenAt !== null && dose.givenAt <= at).map((d) => +d.dueAt),
  );
  const missed = roundDoses(row, zonedInstant(row.startDay, 0, tz), at, tz).filter(
    (dose) => lateUntil(dose) <= at && !given.has(+dose.at),
  ).length;
  const end = roundEnd(scheduleOf(row), tz);
  const running = end === null || end > at;
  return {
    day: dayNumber(scheduleOf(row), localDay(new Date(+(running ? at : end) - 1), tz)),
    days: row.days,
    given: given.size,
    missed,
  };
}

/** Rounds that may still have doses to judge at `now` (ended within the last two days or not). */
export function roundsToSweep(db: Db, now: Date, tz: string): Treatment[] {
  const since = new Date(now.getTime() - 2 * 86_400_000);
  return db
    .select()
    .from(treatments)
    .where(or(isNull(treatments.endedAt), gt(treatments.endedAt, since)))
    .all()
    .filter((row) => {
      const end = roundEnd(scheduleOf(row), tz);
      return end === null || end > since;
    });
}
