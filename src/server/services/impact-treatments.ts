import { eq, inArray } from 'drizzle-orm';
import type { ImpactReport, ImpactRoundState } from '../../shared/schemas/impact.js';
import { zonedInstant } from '../../shared/rota.js';
import { roundEnd } from '../../shared/treatments.js';
import { byChunks } from '../db/by-chunks.js';
import type { Db } from '../db/client.js';
import { cats } from '../db/schema.js';
import { treatmentDoses, treatments, type Treatment } from '../db/treatments-schema.js';
import { roundProgress, scheduleOf } from './treatment-access.js';

/**
 * The impact report's treatment rounds (docs/treatments.md): the rounds of these cats that ran at
 * some time in [start, at) — from their first dose to their end — each with its progress as the
 * cat page words it, as of `at` (the period's end, or now). The cat's name and the round's days
 * only: never the medicine, the dose nor who gave it (the report is made to be shared).
 */
export function treatmentRounds(
  db: Db,
  catIds: readonly string[],
  period: { start: Date; at: Date; tz: string },
): ImpactReport['treatments'] {
  const { start, at, tz } = period;
  const rounds = byChunks(catIds, (chunk) =>
    db
      .select({ row: treatments, catName: cats.name })
      .from(treatments)
      .innerJoin(cats, eq(cats.id, treatments.catId))
      .where(inArray(treatments.catId, chunk))
      .all(),
  ).sort(
    (a, b) =>
      a.row.startDay.localeCompare(b.row.startDay) ||
      a.row.startMinute - b.row.startMinute ||
      a.catName.localeCompare(b.catName, 'pt-BR'),
  );
  const ran = rounds
    .map((round) => ({ ...round, end: roundEnd(scheduleOf(round.row), tz) }))
    .filter(({ row, end }) => {
      const first = zonedInstant(row.startDay, row.startMinute, tz);
      const lo = first > start ? first : start;
      const hi = end !== null && end < at ? end : at;
      return lo < hi;
    });
  if (ran.length === 0) return [];
  const stored = byChunks(
    ran.map(({ row }) => row.id),
    (chunk) =>
      db
        .select({
          treatmentId: treatmentDoses.treatmentId,
          dueAt: treatmentDoses.dueAt,
          givenAt: treatmentDoses.givenAt,
        })
        .from(treatmentDoses)
        .where(inArray(treatmentDoses.treatmentId, chunk))
        .all(),
  );
  const byRound = Map.groupBy(stored, (dose) => dose.treatmentId);
  return ran.map(({ row, catName, end }) => ({
    catName,
    startDay: row.startDay,
    progress: roundProgress(row, byRound.get(row.id) ?? [], at, tz),
    state: stateAt(row, end, at),
  }));
}

/** Running at `at`, stopped after its days, or ended by someone before them (`end`: its end). */
function stateAt(row: Treatment, end: Date | null, at: Date): ImpactRoundState {
  if (end === null || end > at) return 'ongoing';
  return row.endedAt !== null && end.getTime() === row.endedAt.getTime() ? 'ended' : 'finished';
}
