import { URGENT_HEALTH, type Health } from '../../shared/constants.js';
import type { ImpactReport } from '../../shared/schemas/impact.js';

/** The impact report's emergency figures (services/impact-report.ts reads the rows). */

const isUrgent = (health: Health) => URGENT_HEALTH.includes(health);

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}

interface EmergencyCat {
  id: string;
  health: Health;
  createdAt: Date;
  discoveredById: string | null;
}
interface EmergencyCheckin {
  catId: string | null;
  userId: string | null;
  healthStatus: Health;
  previousHealth: Health;
  day: string;
  createdAt: Date;
}

/**
 * An emergency is a cat becoming urgent (Emergência or Precisa de atenção) on a day of the period:
 * a check-in that found it urgent after a non-urgent health, or its registration as urgent. Its
 * first help is the earliest help claim ("Eu vou ajudar") on the cat, or check-in on it by
 * someone other than who reported it, after that moment and before the cat's next emergency.
 */
export function emergencyFigures(
  scope: readonly EmergencyCat[],
  allCheckins: readonly EmergencyCheckin[],
  claims: readonly { catId: string; createdAt: Date }[],
  period: { from: string; to: string; dayOf: (d: Date) => string },
): ImpactReport['emergencies'] {
  const checkinsOf = new Map<string, EmergencyCheckin[]>();
  for (const c of allCheckins)
    if (c.catId) (checkinsOf.get(c.catId) ?? checkinsOf.set(c.catId, []).get(c.catId)!).push(c);
  const claimsOf = new Map<string, number[]>();
  for (const c of claims)
    (claimsOf.get(c.catId) ?? claimsOf.set(c.catId, []).get(c.catId)!).push(c.createdAt.getTime());

  let count = 0;
  const minutes: number[] = [];
  for (const cat of scope) {
    const list = checkinsOf.get(cat.id) ?? [];
    const initialHealth = list[0]?.previousHealth ?? cat.health;
    const starts: { at: number; day: string; by: string | null }[] = [];
    if (isUrgent(initialHealth)) {
      starts.push({
        at: cat.createdAt.getTime(),
        day: period.dayOf(cat.createdAt),
        by: cat.discoveredById,
      });
    }
    for (const c of list) {
      if (isUrgent(c.healthStatus) && !isUrgent(c.previousHealth)) {
        starts.push({ at: c.createdAt.getTime(), day: c.day, by: c.userId });
      }
    }
    starts.forEach((start, i) => {
      if (start.day < period.from || start.day > period.to) return;
      count += 1;
      const until = starts[i + 1]?.at ?? Infinity;
      const helps = [
        ...(claimsOf.get(cat.id) ?? []),
        ...list.filter((c) => c.userId !== start.by).map((c) => c.createdAt.getTime()),
      ].filter((at) => at >= start.at && at < until);
      if (helps.length) minutes.push((Math.min(...helps) - start.at) / 60_000);
    });
  }
  return { count, helped: minutes.length, medianMinutesToHelp: median(minutes) };
}
