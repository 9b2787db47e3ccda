/**
 * The request mix of the bench's mixed reads (bench/run.ts, `--only mixed`), on the demo data.
 */
import autocannon, { type Request } from 'autocannon';
import { LIMITS } from '../src/shared/constants.js';
import { offsetPoint } from '../src/shared/geo.js';
import { testSettings } from '../src/server/settings.js';
import { rng } from './stats.js';

/**
 * Anonymous reads as the app and the REST clients make them, in turn: REST nearby (the documented
 * `GET /api/cats/nearby`), REST list (`GET /api/cats` as the map asks), the cat page (tRPC
 * `cats.byId`, as src/client/lib/cat-query.ts calls it) and tRPC `cats.nearby` (the home). Each
 * from one of 500 people within 3 km of the demo's centre, a few metres off that person's spot
 * each time (GPS noise), with the Accept-Encoding a browser or the Android client sends.
 */
export function mixedReads(catIds: string[]) {
  const centre = testSettings().DEFAULT_LOCATION;
  const random = rng(34);
  const people = Array.from({ length: 500 }, () => {
    const distance = 3000 * Math.sqrt(random());
    const bearing = random() * 2 * Math.PI;
    return offsetPoint(
      centre.latitude,
      centre.longitude,
      distance * Math.cos(bearing),
      distance * Math.sin(bearing),
    );
  });
  const trpc = (name: string, input: object) =>
    `/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`;
  let n = 0;
  return {
    count: () => n,
    request: (req: Request): Request => {
      const i = n++;
      const k = Math.floor(i / 4);
      const person = people[k % people.length]!;
      const { latitude, longitude } = offsetPoint(
        person.latitude,
        person.longitude,
        (random() - 0.5) * 20,
        (random() - 0.5) * 20,
      );
      const at = `lat=${latitude}&lng=${longitude}`;
      const path = [
        `/api/cats/nearby?${at}`,
        `/api/cats?status=Ativo&limit=${LIMITS.mapLimit}&${at}`,
        trpc('cats.byId', { id: catIds[k % catIds.length]! }),
        trpc('cats.nearby', { latitude, longitude }),
      ][i % 4]!;
      const encoding = path.startsWith('/api/') ? 'gzip' : 'gzip, deflate, br, zstd';
      return { ...req, path, headers: { 'accept-encoding': encoding } };
    },
  };
}

/**
 * A round of the mix against `url`: 10 connections for `seconds` unless `options` say otherwise
 * (more connections, a steady overall rate).
 */
export function mixedRounds(url: string, catIds: string[], seconds: number) {
  const reads = mixedReads(catIds);
  return (options: Partial<Parameters<typeof autocannon>[0]>) =>
    autocannon({
      url,
      connections: 10,
      duration: seconds,
      requests: [{ setupRequest: reads.request }],
      ...options,
    });
}
