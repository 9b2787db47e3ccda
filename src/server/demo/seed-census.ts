import { colonyFeedingInput, type ColonyFeedingData } from '../../shared/schemas/colony-feeding.js';
import type { User } from '../db/schema.js';
import { seededRandom } from '../lib/random.js';
import type { DemoCat, DemoWorld } from './seed-colonies.js';

/**
 * The first demo colony's census: a feeding every other day since the colonies began, each
 * ticking the registered cats seen and counting "outros gatos vistos" among four unregistered
 * cats, so that its page shows an estimate (docs/colonies.md, "Census"). Made by seed.ts through
 * the real feeding service, in time order with the other check-ins. A random source of its own
 * keeps the rest of the demo as it was.
 */

const DAY = 24 * 60 * 60 * 1000;
/** How often each of the colony's registered cats is seen at a feeding, in its order. */
const SEEN = [0.9, 0.7, 0.45, 0.8, 0.35];
/** Unregistered cats around the colony, and how often each is seen. */
const OTHERS = [0.7, 0.5, 0.4, 0.3];

export interface CensusFeeding {
  at: number;
  user: User;
  input: ColonyFeedingData;
}

export function censusFeedings(
  world: DemoWorld,
  colonyId: string,
  cats: readonly DemoCat[],
  crew: readonly User[],
): CensusFeeding[] {
  const rng = seededRandom(46);
  const out: CensusFeeding[] = [];
  for (let day = 1; world.began + day * DAY < world.now - DAY; day += 2) {
    const ticked = cats.filter((_, i) => rng.next() < (SEEN[i] ?? 0.5));
    const otherCats = OTHERS.filter((p) => rng.next() < p).length;
    if (ticked.length === 0) continue;
    const here = cats[0]!;
    out.push({
      at: world.began + day * DAY + (10 + rng.next() * 2) * 3600_000,
      user: crew[day % crew.length]!,
      input: colonyFeedingInput.parse({
        colonyId,
        catIds: ticked.map((cat) => cat.id),
        location: { latitude: here.lat, longitude: here.lng },
        otherCats,
      }),
    });
  }
  return out;
}
