/**
 * The request mix of the bench's mixed reads (bench/run.ts, `--only mixed`), on the demo data.
 */
import { Agent, get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Request } from 'autocannon';
import { LIMITS } from '../src/shared/constants.js';
import { offsetPoint } from '../src/shared/geo.js';
import { testSettings } from '../src/server/settings.js';
import { quantile, rng } from './stats.js';

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
 * (more connections, autocannon's rate limit: per connection, bursts at the start of each second).
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

/**
 * The mix at a steady `rate` for `seconds`, open loop: request i is due at start + i/rate and sent
 * then, over a keep-alive pool of 10 sockets, whether or not the earlier ones were answered. Its
 * latency runs from when it was due to the last byte of the answer (read, not decompressed), so
 * time spent queued behind a slow server counts.
 */
export async function pacedReads(url: string, catIds: string[], seconds: number, rate: number) {
  const reads = mixedReads(catIds);
  const agent = new Agent({ keepAlive: true, maxSockets: 10 });
  const latencies: number[] = [];
  /** How late each request left (this process busy or descheduled): counted in its latency. */
  const lateness: number[] = [];
  let non2xx = 0;
  let errors = 0;
  /** The status of one request of the mix, once the last byte of its answer is in. */
  const answer = () =>
    new Promise<number>((resolve, reject) => {
      const { path, headers } = reads.request({});
      const request = get(new URL(path!, url), { agent, headers }, (response) => {
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
        response.resume();
      });
      request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
      request.on('error', reject);
    });
  const send = async (due: number) => {
    try {
      const status = await answer();
      if (status >= 200 && status < 300) latencies.push(performance.now() - due);
      else non2xx++;
    } catch {
      errors++;
    }
  };
  const total = Math.round(seconds * rate);
  const sent: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    lateness.push(performance.now() - due);
    sent.push(send(due));
  }
  await Promise.all(sent);
  agent.destroy();
  return {
    sent: total,
    answered: latencies.length,
    non2xx,
    errors,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    lateP99: quantile(lateness, 0.99),
  };
}
