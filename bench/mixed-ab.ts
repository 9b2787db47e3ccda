/**
 * A/B of server bundles under the bench's mixed reads (bench/mixed-reads.ts), alternating, on one
 * demo database seeded once: `npx tsx bench/mixed-ab.ts --runs 3 A=dist/a B=dist/b` (each a
 * folder of scripts/build-server.mjs output, inside the checkout so native packages load; after
 * commas, node flags added to the Dockerfile's and environment variables for that side, e.g.
 * `B=dist/a,--max-semi-space-size=4,MALLOC_ARENA_MAX=1`). Per run
 * and bundle: a fresh copy of the seeded folder, 2 s warm-up, 10 connections as fast as it
 * answers (and the server's CPU time per request then, user + system: of all its threads, the
 * figure that a busy machine disturbs least, and of its main thread, the event loop that every
 * request waits for), a steady 300 req/s (paced, open loop), 200 connections; prints every
 * run and the medians. BENCH_SERVER_CPU_PROF=DIR profiles each measured server (bench/bundle.ts).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { startBundle, stopProcess } from './bundle.js';
import { BENCH_SECRET } from './data.js';
import { mixedRounds, pacedReads } from './mixed-reads.js';
import { AbRows, cpuMsOf } from './stats.js';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt < 0 ? 3 : Number(args[runsAt + 1]);
const secondsAt = args.indexOf('--seconds');
const seconds = secondsAt < 0 ? 5 : Number(args[secondsAt + 1]);
const bundles = args
  .filter((a) => a.includes('='))
  .map((a) => {
    const [label, spec] = a.split(/=(.*)/s) as [string, string];
    const [dir, ...extra] = spec.split(',') as [string, ...string[]];
    const flags = extra.filter((x) => x.startsWith('--'));
    const env = Object.fromEntries(
      extra.filter((x) => !x.startsWith('--')).map((x) => x.split(/=(.*)/s).slice(0, 2)),
    ) as Record<string, string>;
    return { label, main: join(resolve(dir), 'main.js'), flags, env };
  });
/** `--cpu`: only the warm-up and the 10-connection round (CPU time per request), for more runs. */
const cpuOnly = args.includes('--cpu');

/** The bundle `main` on the data folder `dir`; `demo`: seeding it (never profiled). */
const start = (
  main: string,
  dir: string,
  demo: boolean,
  flags: string[] = [],
  env: Record<string, string> = {},
) =>
  startBundle(
    main,
    {
      JWT_SECRET: BENCH_SECRET,
      DATABASE_PATH: join(dir, 'data', 'gateiros.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      DEMO_DATA: demo ? 'true' : 'false',
      ...env,
    },
    { cwd: process.cwd(), profile: !demo, flags },
  );

const seeded = mkdtempSync(join(tmpdir(), 'gateiros-ab-seed-'));
console.log(
  `seeding the demo with ${bundles[0]!.label}, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const seeder = await start(bundles[0]!.main, seeded, true);
// A clean stop waits for its first-start backup, which the copies do without.
await stopProcess(seeder.child);
rmSync(join(seeded, 'data', 'backups'), { recursive: true, force: true });
const sqlite = new Database(join(seeded, 'data', 'gateiros.db'), { readonly: true });
const catIds = sqlite.prepare('SELECT id FROM cats ORDER BY id').pluck().all() as string[];
sqlite.close();

const rows = new AbRows(2);
for (let r = 0; r < runs; r++) {
  const order = r % 2 === 0 ? bundles : [...bundles].reverse();
  for (const { label, main, flags, env } of order) {
    const dir = mkdtempSync(join(tmpdir(), 'gateiros-ab-'));
    cpSync(seeded, dir, { recursive: true });
    const server = await start(main, dir, false, flags, env);
    const round = mixedRounds(server.url, catIds, seconds);
    await round({ duration: 2 });
    const pid = server.child.pid!;
    const [cpuBefore, mainBefore] = [cpuMsOf(pid), cpuMsOf(pid, true)];
    const fast = await round({});
    const cpuPerRequest = (cpuMsOf(pid) - cpuBefore) / fast.requests.total;
    const mainPerRequest = (cpuMsOf(pid, true) - mainBefore) / fast.requests.total;
    const none = {
      requests: { average: NaN },
      latency: { p50: NaN, p99: NaN },
      errors: 0,
      non2xx: 0,
    };
    const steady = cpuOnly ? null : await pacedReads(server.url, catIds, seconds, 300);
    const crowd = cpuOnly ? none : await round({ connections: 200 });
    await stopProcess(server.child);
    rmSync(dir, { recursive: true, force: true });
    const unanswered = steady ? steady.sent - steady.answered : 0;
    const bad = [fast, crowd].reduce((n, x) => n + x.errors + x.non2xx, unanswered);
    rows.add(r, label, {
      'cpu ms/req': cpuPerRequest,
      'main ms/req': mainPerRequest,
      'req/s': fast.requests.average,
      'fast p50': fast.latency.p50,
      'fast p99': fast.latency.p99,
      '300 p50': steady?.p50 ?? NaN,
      '300 p99': steady?.p99 ?? NaN,
      '200c req/s': crowd.requests.average,
      '200c p99': crowd.latency.p99,
      errors: bad,
      load: loadavg()[0]!,
    });
  }
}
rmSync(seeded, { recursive: true, force: true });
rows.printMedians(
  "medians (cpu ms/req: also the least of the runs, which others' work disturbs least):",
  (list) => `cpu ms/req least ${Math.min(...list.map((x) => x['cpu ms/req']!)).toFixed(2)}`,
);
