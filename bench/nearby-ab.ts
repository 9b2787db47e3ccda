/**
 * A/B of nearby over tRPC, a new centre each request (the bench's figure of issue 34):
 * `npx tsx bench/nearby-ab.ts --runs 4 A=/path/to/main B=.` (each a checkout with its
 * node_modules; bench/checkout-ab.ts). The first checkout's code generates the bench's small city
 * once (100k cats, 5k users; `--quick`: 10k cats, 1k users). Then per run and checkout,
 * alternating: a fresh copy, 2 s of warm-up and `--seconds` (6) of the bench's nearby load
 * (bench/nearby-load.ts, the same 5,000 centres), 10 connections. Prints req/s, the server's CPU
 * time per call (user + system of all its threads, from /proc: the figure a busy machine disturbs
 * least) and the medians. BENCH_SERVER_FLAGS adds node flags to each server (e.g.
 * `--max-semi-space-size=8`).
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { checkoutAbOptions, generateSeed, runCheckoutAb } from './checkout-ab.js';
import { smallCity } from './data.js';
import { centres, nearbyRequest } from './nearby-load.js';
import { cpuMsOf } from './stats.js';

const { runs, seconds, checkouts, quick } = checkoutAbOptions({ runs: 3, seconds: 6 });
// The same centres as the bench's figure (bench/run.ts).
const points = centres(5000, 17);

const nearby = (address: string, duration: number) =>
  autocannon({ url: address, connections: 10, duration, requests: [nearbyRequest(points)] });

await runCheckoutAb({
  runs,
  checkouts,
  seed: generateSeed(checkouts[0]!.root, smallCity(quick), 'nearby-ab'),
  flags: process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean),
  measure: async (server) => {
    const warm = await nearby(server.address, 2);
    const pid = server.child.pid!;
    const cpuBefore = cpuMsOf(pid);
    const result = await nearby(server.address, seconds);
    const cpu = cpuMsOf(pid) - cpuBefore;
    return {
      'req/s': result.requests.average,
      'cpu ms/call': cpu / result.requests.total,
      'p99 ms': result.latency.p99,
      errors: warm.errors + warm.non2xx + result.errors + result.non2xx,
      load: loadavg()[0]!,
    };
  },
});
