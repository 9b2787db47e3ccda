import { afterAll, beforeAll, expect, it } from 'vitest';
import { seededRandom } from '../../lib/random.js';
import { HOME } from '../fixtures.js';
import { createRestApp, type RestApp } from '../rest-client.js';
import { appRouter } from '../../trpc/router.js';
import {
  checkInFrom,
  freshAttacker,
  metersBetween,
  registerTarget,
  toward,
  type Point,
  type Target,
} from './location-probes.js';

/**
 * The property behind every location attack: for callers who are not a cat's carers, no answer of
 * any query procedure or REST GET path holds a number equal to the cat's exact coordinates or to a
 * distance from a point the caller sent (a query centre, a check-in position) to the exact spot.
 * Random query points and check-in positions, from a seeded generator so a failure repeats.
 */

type Input = (t: { cat: string; owner: string; at: Point }) => unknown;

/** A sample input for every query procedure: a new query without one fails the test. */
const QUERY_INPUTS: Record<string, Input> = {
  'auth.me': () => undefined,
  'auth.verify': () => undefined,
  'auth.setupStatus': () => ({ token: 'a'.repeat(43) }),
  'accounts.pending': () => undefined,
  'accounts.invites': () => undefined,
  'admin.health': () => undefined,
  'admin.backupStatus': () => undefined,
  'cats.byId': ({ cat }) => ({ id: cat }),
  'cats.nearby': ({ at }) => ({ ...at, radius: 5000 }),
  'cats.emergencies': () => ({}),
  'cats.list': ({ at }) => ({ ...at, radius: 3000 }),
  'cats.similar': ({ at }) => at,
  'carers.forCat': ({ cat }) => ({ catId: cat }),
  'carers.pendingForMe': () => undefined,
  'colonies.list': () => undefined,
  'colonies.byId': ({ cat }) => ({ colonyId: cat }),
  'colonies.ofCat': ({ cat }) => ({ catId: cat }),
  'colonies.accessEndedAt': () => undefined,
  'colonies.today': ({ cat }) => ({ colonyId: cat }),
  'colonies.census': ({ cat }) => ({ colonyId: cat }),
  'healthRecord.ofCat': ({ cat }) => ({ catId: cat }),
  'healthRecord.due': ({ cat }) => ({ catId: cat }),
  'healthRecord.colonyDue': ({ cat }) => ({ colonyId: cat }),
  'healthRecord.photo': ({ cat }) => ({ id: cat }),
  'colonies.myToday': () => undefined,
  'rota.week': ({ cat }) => ({ colonyId: cat }),
  'unseenCats.ofColony': ({ cat }) => ({ colonyId: cat }),
  'checkins.byCat': ({ cat }) => ({ catId: cat }),
  'healthReports.ofCat': ({ cat }) => ({ catId: cat }),
  'help.brief': ({ cat }) => ({ catId: cat }),
  'help.state': ({ cat }) => ({ catId: cat }),
  'tnr.forCat': ({ cat }) => ({ catId: cat }),
  'treatments.forCat': ({ cat }) => ({ catId: cat }),
  'checkins.mine': () => ({}),
  'favorites.list': () => undefined,
  'config.public': () => undefined,
  'ranking.list': () => ({}),
  'users.profile': () => undefined,
  'users.contact': () => undefined,
  'users.stats': () => undefined,
  'users.publicProfile': ({ owner }) => ({ userId: owner }),
  'users.avatars': () => undefined,
  'users.achievements': () => undefined,
  'users.exportData': () => undefined,
  'notifications.list': () => ({}),
  'notifications.unread': () => undefined,
  'notifications.region': () => undefined,
  'notifications.pushKey': () => undefined,
  'moderation.queue': () => ({}),
  'moderation.log': () => ({}),
  'reports.impact': () => ({ from: '2026-01-01', to: '2026-12-31' }),
  'reports.impactCsv': () => ({ from: '2026-01-01', to: '2026-12-31' }),
};

const REST_GETS = (cat: string, at: Point) => [
  `/api/cats/nearby?lat=${at.latitude}&lng=${at.longitude}&radius=5000`,
  `/api/cats?lat=${at.latitude}&lng=${at.longitude}`,
  `/api/cats/${cat}`,
  '/api/checkins/user',
  '/api/users/favorites',
  '/api/users/profile',
  '/api/users/stats',
  '/api/users/ranking',
  '/api/auth/me',
  '/api/notifications',
];

/** Every number under a key named `distance`, and every number at all. */
function walk(value: unknown, out: { distances: number[]; numbers: number[] }, key = '') {
  if (typeof value === 'number') {
    out.numbers.push(value);
    if (key === 'distance') out.distances.push(value);
  } else if (Array.isArray(value)) for (const v of value) walk(v, out, key);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walk(v, out, k);
  }
  return out;
}

let r: RestApp;
let target: Target;
beforeAll(async () => {
  r = await createRestApp();
  // Not at HOME: that is the default location, which config.public rightly answers.
  target = await registerTarget(r, toward(HOME, 733, 1.1));
});
afterAll(async () => r?.close());

it('every query procedure has a sample input here', () => {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string } }
  >;
  const queries = Object.keys(procedures).filter((p) => procedures[p]!._def.type === 'query');
  expect(queries.filter((q) => !(q in QUERY_INPUTS))).toEqual([]);
});

it('no answer to a non-carer holds an exact coordinate or a distance to the exact spot', async () => {
  const { next: random } = seededRandom(20261123);
  const allSent: Point[] = [];
  for (let round = 0; round < 6; round++) {
    const token = round === 0 ? undefined : await freshAttacker(r);
    // Points the caller sends: a query centre and check-ins 400-1500 m from the public point.
    const sent: Point[] = [];
    const at = toward(target.public, 400 + 1100 * random(), 2 * Math.PI * random());
    sent.push(at);
    if (token) {
      for (let i = 0; i < 2; i++) {
        const spot = toward(target.public, 400 + 1100 * random(), 2 * Math.PI * random());
        sent.push(spot);
        await checkInFrom(r, token, target.row.id, spot);
      }
    }
    const answers: unknown[] = [];
    const headers: Record<string, string> = token ? { 'x-auth-token': token } : {};
    for (const [path, input] of Object.entries(QUERY_INPUTS)) {
      const res = await r.query(
        path,
        input({ cat: target.row.id, owner: target.row.discoveredById, at }),
        headers,
      );
      answers.push(res.body);
    }
    for (const url of REST_GETS(target.row.id, at))
      answers.push((await r.get(url, { token })).body);

    const { numbers, distances } = walk(answers, { distances: [], numbers: [] });
    expect(distances.length).toBeGreaterThan(0);
    expect(numbers).not.toContain(target.exact.latitude);
    expect(numbers).not.toContain(target.exact.longitude);
    // Every distance a non-carer gets is one from a point they sent to the public point.
    allSent.push(...sent);
    const fromPublic = new Set(allSent.map((p) => Math.round(metersBetween(p, target.public))));
    for (const d of distances) {
      if (fromPublic.has(Math.round(d))) continue;
      const toExact = allSent.map((p) => Math.round(metersBetween(p, target.exact)));
      expect(toExact, `a distance to the exact spot in round ${round}`).not.toContain(
        Math.round(d),
      );
    }
  }
});
