/**
 * A/B of the check-in write path: `npx tsx bench/checkin-ab.ts --runs 3 A=/path/to/main B=.`
 * (each a checkout with its node_modules; bench/checkout-ab.ts). The first checkout's code and
 * migrations generate the quick bench's small city once (10k cats, 1k users: the older schema
 * when it is the baseline; the other migrates its copies on start). Then per run and checkout,
 * alternating: a fresh copy, a 1 s warm-up and `--seconds` (5) of check-ins without photos over
 * tRPC, the bench's load (10 connections, 1,000 accounts, 5,000 cats). Prints the server's CPU
 * time per check-in (user + system of all its threads, from /proc: the figure a busy machine
 * disturbs least), check-ins/s, and the medians.
 * BENCH_SERVER_CPU_PROF=DIR profiles each server.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { Tokens } from '../src/server/services/tokens.js';
import { checkoutAbOptions, generateSeed, runCheckoutAb } from './checkout-ab.js';
import { BENCH_SECRET, smallCity } from './data.js';
import { checkinRequest, type CatSpot } from './checkin-load.js';
import { cpuMsOf } from './stats.js';

const { runs, seconds, checkouts } = checkoutAbOptions({ runs: 3, seconds: 5 });
const profDir = process.env.BENCH_SERVER_CPU_PROF;

const seed = generateSeed(checkouts[0]!.root, smallCity(true), 'checkin-ab');
const sqlite = new Database(seed.path, { readonly: true });
const userIds = sqlite.prepare('SELECT id FROM users ORDER BY rowid').pluck().all() as string[];
const catPool = sqlite
  .prepare("SELECT id, lat, lng FROM cats WHERE status = 'Ativo' LIMIT 5000")
  .all() as CatSpot[];
sqlite.close();
const tokens = new Tokens(new TextEncoder().encode(BENCH_SECRET));
const accounts = await Promise.all(
  userIds.slice(0, 1000).map((id) => tokens.sign({ userId: id, version: 0 }, new Date())),
);

/** The bench's check-in load (bench/checkin-load.ts) for `duration` seconds. */
const checkins = (address: string, load: { duration: number }, from: number) =>
  autocannon({
    url: `${address}/trpc/checkins.create`,
    connections: 10,
    ...load,
    requests: [checkinRequest(catPool, accounts, from)],
  });

await runCheckoutAb({
  runs,
  checkouts,
  seed,
  flags: profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [],
  measure: async (server) => {
    const warm = await checkins(server.address, { duration: 1 }, 1_000_000);
    const pid = server.child.pid!;
    const cpuBefore = cpuMsOf(pid);
    const result = await checkins(server.address, { duration: seconds }, 0);
    const cpu = cpuMsOf(pid) - cpuBefore;
    return {
      'cpu ms/checkin': cpu / result['2xx'],
      'checkins/s': result['2xx'] / seconds,
      'p99 ms': result.latency.p99,
      errors: warm.errors + warm.non2xx + result.errors + result.non2xx,
      load: loadavg()[0]!,
    };
  },
});
