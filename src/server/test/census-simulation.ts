import { transaction } from '../db/client.js';
import { colonies, colonyCats } from '../db/colonies-schema.js';
import { colonyFeedings } from '../db/rota-schema.js';
import { cats as catsTable } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { seededRandom } from '../lib/random.js';
import { HOME } from './fixtures.js';
import type { Harness } from './harness.js';

/**
 * The census simulation's colonies (issue 46; docs/colonies.md, "Census"): closed colonies whose
 * feeders tick exactly the registered cats they saw and count the others exactly, at independent
 * feedings on distinct days (so no two merge).
 */

export const DAY = 24 * 60 * 60 * 1000;
/** The census is read at this instant; its window is the 60 days before. */
export const END = new Date('2026-11-30T15:00:00Z');
const WINDOW_START = END.getTime() - 60 * DAY;

export interface SimFeeding {
  at: Date;
  /** Indexes (below T) of the registered cats seen. */
  ticked: number[];
  /** Unregistered cats seen. */
  count: number;
}

export interface SimColony {
  N: number;
  T: number;
  /** The colony's detection probability. */
  p: number;
  feedings: SimFeeding[];
}

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * 200 colonies from `seed`: N 5–40; registered share 30–90 % with T ≥ 3; 8–60 feedings in 60 days;
 * the colony's p uniform on 0.3–0.9 and each cat's p = logistic(logit p + N(0, 0.5²)), registered
 * and unregistered cats alike, the unregistered ones' then multiplied by `unregisteredVisibility`.
 * The same seed draws the same colonies and sightings' random numbers whatever the visibility.
 */
export function simulateColonies(seed: number, unregisteredVisibility = 1, count = 200) {
  const rng = seededRandom(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  const out: SimColony[] = [];
  for (let k = 0; k < count; k++) {
    const N = rng.int(5, 40);
    const T = Math.min(N, Math.max(3, Math.round(rng.between(0.3, 0.9) * N)));
    const p = rng.between(0.3, 0.9);
    const catP = Array.from({ length: N }, (_, i) => {
      const own = logistic(logit(p) + 0.5 * gauss());
      return i < T ? own : own * unregisteredVisibility;
    });
    const days = [...Array(60).keys()].sort(() => rng.next() - 0.5).slice(0, rng.int(8, 60));
    const feedings = days
      .map((day) => {
        // Between 13:00 and 20:00 in São Paulo on one of the 60 days: never two within 2 h.
        const at = new Date(WINDOW_START + day * DAY + (1 + rng.next() * 7) * 3600_000);
        const seen = catP.map((pi) => rng.next() < pi);
        const ticked = seen.flatMap((s, i) => (s && i < T ? [i] : []));
        return { at, ticked, count: seen.filter((s, i) => s && i >= T).length };
      })
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    out.push({ N, T, p, feedings });
  }
  return out;
}

/**
 * The feedings the app can record: one with no registered cat ticked cannot be sent ("Marque pelo
 * menos um gato"), so it writes no row.
 */
export const recordable = (colony: SimColony) =>
  colony.feedings.filter((feeding) => feeding.ticked.length > 0);

/**
 * A colony written to the test database: the colony, its T registered cats (in it since before
 * the window) and the colony_feedings rows its feedings write, as services/colony-feeding.ts
 * stores them (one record per fed cat, the count as answered).
 */
export function writeColony(h: Pick<Harness, 'db' | 'clock' | 'createUser'>, colony: SimColony) {
  return transaction(h.db, () => writeRows(h, colony));
}

function writeRows(h: Pick<Harness, 'db' | 'clock' | 'createUser'>, colony: SimColony) {
  const user = h.createUser();
  const colonyId = newId();
  const since = new Date(WINDOW_START - DAY);
  h.db
    .insert(colonies)
    .values({
      id: colonyId,
      name: `Colônia ${colonyId}`,
      publicLat: HOME.latitude,
      publicLng: HOME.longitude,
      createdById: user.id,
      createdAt: since,
    })
    .run();
  // One insert for the colony's cats (insertCat's one at a time is most of the run's time); the
  // census reads no cat_counts.
  const cats = h.db
    .insert(catsTable)
    .values(
      Array.from({ length: colony.T }, (_, i) => ({
        id: newId(),
        name: `Gato ${i}`,
        lat: HOME.latitude,
        lng: HOME.longitude,
        publicLat: HOME.latitude + 0.0015,
        publicLng: HOME.longitude,
        cell: 1,
        publicCell: 2,
        discoveredById: user.id,
        createdAt: since,
        updatedAt: since,
      })),
    )
    .returning({ id: catsTable.id, name: catsTable.name })
    .all();
  h.db
    .insert(colonyCats)
    .values(cats.map((cat) => ({ catId: cat.id, colonyId, addedById: user.id, addedAt: since })))
    .run();
  const rows = recordable(colony).map((feeding) => ({
    id: newId(),
    colonyId,
    userId: user.id,
    madeAt: feeding.at,
    cats: feeding.ticked.map((i) => ({
      catId: cats[i]!.id,
      catName: cats[i]!.name,
      checkinId: newId(),
      skipped: null,
      pointsEarned: 0,
      bonusDetails: [],
    })),
    otherCats: feeding.count,
    createdAt: feeding.at,
  }));
  for (let i = 0; i < rows.length; i += 100) {
    h.db
      .insert(colonyFeedings)
      .values(rows.slice(i, i + 100))
      .run();
  }
  return colonyId;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One colony's result: its truth and what the census said. */
export interface SimOutcome {
  colony: SimColony;
  occasions: number;
  estimate: { size: number; low: number; high: number } | null;
}

/** The figures the test gates and prints. */
export function figures(outcomes: readonly SimOutcome[]) {
  const estimated = outcomes.filter((o) => o.estimate !== null);
  const covers = (o: SimOutcome) => o.estimate!.low <= o.colony.N && o.colony.N <= o.estimate!.high;
  const share = (list: readonly SimOutcome[]) => list.filter(covers).length / list.length;
  const thirds = [0.3, 0.5, 0.7].map((lo) =>
    estimated.filter((o) => o.colony.p >= lo && o.colony.p < lo + 0.2),
  );
  const wide = estimated.filter((o) => o.occasions >= 30 && o.colony.p >= 0.5);
  const width = (o: SimOutcome) => (o.estimate!.high - o.estimate!.low) / o.colony.N;
  return {
    colonies: outcomes.length,
    noEstimate: outcomes.length - estimated.length,
    coverage: share(estimated),
    coverageByThird: thirds.map(share),
    medianRelativeError: median(
      estimated.map((o) => Math.abs(o.estimate!.size - o.colony.N) / o.colony.N),
    ),
    medianWidth: median(estimated.map(width)),
    medianWidth30: median(wide.map(width)),
    colonies30: wide.length,
  };
}
