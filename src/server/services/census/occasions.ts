import { CENSUS } from '../../../shared/census.js';

/** A feeding whose census count was answered: when, the cats ticked (fed), the count typed. */
export interface CountedFeeding {
  at: Date;
  ticked: readonly string[];
  count: number;
  /** The rota shift occurrences (`${shiftId} ${day}`) its time falls in. */
  shifts: readonly string[];
}

/** One census occasion: the union of its feedings' ticks and their largest count. */
export interface Occasion {
  at: Date;
  ticked: Set<string>;
  count: number;
}

const MERGE_MS = CENSUS.mergeHours * 60 * 60 * 1000;

/**
 * Feedings in the same shift occurrence or within 2 h of the one before are one occasion (two
 * members feeding the colony at once did not sample it twice): a chain of such feedings merges,
 * oldest first.
 */
export function occasionsOf(feedings: readonly CountedFeeding[]): Occasion[] {
  const sorted = [...feedings].sort((a, b) => a.at.getTime() - b.at.getTime());
  const out: (Occasion & { last: number; shifts: Set<string> })[] = [];
  for (const feeding of sorted) {
    const current = out.at(-1);
    const together =
      current !== undefined &&
      (feeding.at.getTime() - current.last <= MERGE_MS ||
        feeding.shifts.some((key) => current.shifts.has(key)));
    if (current && together) {
      for (const id of feeding.ticked) current.ticked.add(id);
      for (const key of feeding.shifts) current.shifts.add(key);
      current.count = Math.max(current.count, feeding.count);
      current.last = feeding.at.getTime();
    } else {
      out.push({
        at: feeding.at,
        ticked: new Set(feeding.ticked),
        count: feeding.count,
        last: feeding.at.getTime(),
        shifts: new Set(feeding.shifts),
      });
    }
  }
  return out.map(({ at, ticked, count }) => ({ at, ticked, count }));
}
