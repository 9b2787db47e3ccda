import { afterAll, describe, expect, it } from 'vitest';
import { CENSUS } from '../../../shared/census.js';
import { colonyApp } from '../../test/colony-http.js';
import {
  END,
  figures,
  recordable,
  simulateColonies,
  writeColony,
  type SimColony,
  type SimOutcome,
} from '../../test/census-simulation.js';
import { HOME, insertCat } from '../../test/fixtures.js';
import { createHarness } from '../../test/harness.js';
import { censusOf } from './colony-census.js';

// The census simulation of issue 46 (docs/colonies.md, "Census"): the estimator the procedure
// uses, on the rows the simulated feedings write to a real SQLite database.

const SEED = 46_2026;
const TZ = 'America/Sao_Paulo';
const h = createHarness();
afterAll(() => h.close());

function run(colonies: readonly SimColony[]) {
  return colonies.map((colony) => {
    const colonyId = writeColony(h, colony);
    const census = censusOf(h.db, colonyId, END, TZ);
    return { colony, colonyId, census, occasions: census.occasions, estimate: census.estimate };
  });
}

const percent = (x: number) => `${(100 * x).toFixed(1)} %`;
function print(title: string, outcomes: readonly SimOutcome[]) {
  const f = figures(outcomes);
  console.log(
    [
      title,
      `  colonies ${f.colonies}, without an estimate ${f.noEstimate}`,
      `  interval holds N: ${percent(f.coverage)} (p thirds: ${f.coverageByThird.map(percent).join(', ')})`,
      `  median |N̂−N|/N: ${percent(f.medianRelativeError)}`,
      `  median interval width / N: ${percent(f.medianWidth)}; with 30+ occasions and p ≥ 0.5: ` +
        `${percent(f.medianWidth30)} (${f.colonies30} colonies)`,
    ].join('\n'),
  );
  return f;
}

describe('census simulation: 200 closed colonies', () => {
  const colonies = simulateColonies(SEED);
  const outcomes = run(colonies);

  it('the interval holds N in 90–99 % of colonies, ≥ 85 % in each third of p; median error ≤ 20 %', () => {
    const f = print('Census simulation (registered and unregistered cats alike):', outcomes);
    expect(f.noEstimate).toBeLessThan(10);
    expect(f.coverage).toBeGreaterThanOrEqual(0.9);
    expect(f.coverage).toBeLessThanOrEqual(0.99);
    for (const third of f.coverageByThird) expect(third).toBeGreaterThanOrEqual(0.85);
    expect(f.medianRelativeError).toBeLessThanOrEqual(0.2);
    expect(f.medianWidth30).toBeLessThanOrEqual(0.6);
  });

  it('prints the run with unregistered cats 0.7× as visible (not gated: the estimate leans down)', () => {
    const shy = run(simulateColonies(SEED, 0.7));
    const f = print('Unregistered cats 0.7× as visible (ungated):', shy);
    expect(f.colonies).toBe(200);
  });

  it('three colonies fed through colonies.feed over tRPC on the test clock give identical figures', async () => {
    // The three cheapest to replay (fewest cat check-ins) among those with an estimate.
    const three = outcomes
      .filter((o) => o.estimate !== null)
      .map((o) => ({ o, work: recordable(o.colony).reduce((n, f) => n + f.ticked.length, 0) }))
      .sort((a, b) => a.work - b.work)
      .slice(0, 3)
      .map(({ o }) => o);
    const app = await colonyApp();
    try {
      for (const { colony, census } of three) {
        app.r.clock.set(new Date(END.getTime() - (CENSUS.windowDays + 2) * 86_400_000));
        const cora = await app.person('Cora');
        const created = await app.mutate(cora, 'colonies.create', { name: 'Colônia', ...HOME });
        const colonyId = created.data._id as string;
        const cats = Array.from({ length: colony.T }, () =>
          insertCat(app.r, { discoveredById: cora.user.id }),
        );
        for (const cat of cats) {
          expect(
            (await app.mutate(cora, 'colonies.addCat', { colonyId, catId: cat.id })).status,
          ).toBe(200);
        }
        for (const feeding of recordable(colony)) {
          app.r.clock.set(feeding.at);
          // A fresh session at each feeding: the clock runs past a token's week.
          const token = await app.r.tokenFor(cora.user);
          const fed = await app.mutate({ ...cora, token }, 'colonies.feed', {
            colonyId,
            catIds: feeding.ticked.map((i) => cats[i]!.id),
            location: HOME,
            otherCats: feeding.count,
          });
          expect(fed.status, fed.message).toBe(200);
        }
        app.r.clock.set(END);
        const token = await app.r.tokenFor(cora.user);
        const answer = await app.trpc({ ...cora, token }, 'colonies.census', { colonyId });
        expect(answer.status, answer.message).toBe(200);
        expect(answer.data).toEqual(census);
      }
    } finally {
      await app.r.close();
    }
  });
});
