import { eq, inArray } from 'drizzle-orm';
import type { ImpactReport, ImpactRoundState } from '../../shared/schemas/impact.js';
import { zonedInstant } from '../../shared/rota.js';
import { roundEnd } from '../../shared/treatments.js';
import type { Db } from '../db/client.js';
import { cats } from '../db/schema.js';
import { treatmentDoses, treatments, type Treatment } from '../db/treatments-schema.js';
import { roundProgress, scheduleOf } from './treatment-access.js';

/** Rows read a chunk of ids at a time (SQLite's bound-parameter limit). */
function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => T[]): T[] {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += 500) rows.push(...read(ids.slice(i, i + 500)));
  return rows;
}

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
  const rounds = inChunks(catIds, (chunk) =>
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
  const ran = rounds.filter(({ row }) => {
    const first = zonedInstant(row.startDay, row.startMinute, tz);
    const end = roundEnd(scheduleOf(row), tz);
    const lo = first > start ? first : start;
    const hi = end !== null && end < at ? end : at;
    return lo < hi;
  });
  if (ran.length === 0) return [];
  const stored = inChunks(
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
  return ran.map(({ row, catName }) => ({
    catName,
    startDay: row.startDay,
    progress: roundProgress(row, byRound.get(row.id) ?? [], at, tz),
    state: stateAt(row, at, tz),
  }));
}

/** Running at `at`, stopped after its days, or ended by someone before them. */
function stateAt(row: Treatment, at: Date, tz: string): ImpactRoundState {
  const end = roundEnd(scheduleOf(row), tz);
  if (end === null || end > at) return 'ongoing';
  return row.endedAt !== null && end.getTime() === row.endedAt.getTime() ? 'ended' : 'finished';
}
