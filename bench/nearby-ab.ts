/**
 * A/B of nearby over tRPC, a new centre each request (the bench's figure of issue 34):
 * `npx tsx bench/nearby-ab.ts --runs 4 A=/path/to/main B=.` (each a checkout with its
 * node_modules; its bench/server.ts is started with tsx, as `npm run bench` does). The first
 * checkout's code generates the bench's small city once (100k cats, 5k users; `--quick`: 10k cats,
 * 1k users). Then per run and checkout, alternating: a fresh copy, 2 s of warm-up and `--seconds`
 * (6) of nearby calls (5 km, 50 cats) from 5,000 centres over the metropolitan area, 10
 * connections. Prints req/s, the server's CPU time per call (user + system of all its threads,
 * from /proc: the figure a busy machine disturbs least) and the medians. BENCH_SERVER_FLAGS adds
 * node flags to each server (e.g. `--max-semi-space-size=8`).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer, stopProcess } from './bundle.js';
import { METRO, randomMetroPoint } from './data.js';
import { AbRows, cpuMsOf, rng } from './stats.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : Number(args[at + 1]);
};
const runs = option('--runs', 3);
const seconds = option('--seconds', 6);
const size = args.includes('--quick')
  ? { cats: 10_000, users: 1_000, ledgerRows: 10_000 }
  : { cats: 100_000, users: 5_000, ledgerRows: 50_000 };
const checkouts = args
  .filter((a) => a.includes('='))
  .map((a) => {
    const [label, dir] = a.split('=') as [string, string];
    return { label, root: resolve(dir) };
  });
if (checkouts.length === 0) throw new Error('name at least one checkout: A=/path/to/checkout');

const SECRET = 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz';
const flags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];

const seedDir = mkdtempSync(join(tmpdir(), 'gateiros-nearby-ab-'));
const seed = join(seedDir, 'seed.db');
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    `import { generateDatabase } from './bench/data.ts';
     generateDatabase(${JSON.stringify(seed)}, ${JSON.stringify(size)}, new TextEncoder().encode(${JSON.stringify(SECRET)}));`,
  ],
  { cwd: checkouts[0]!.root, stdio: 'inherit' },
);

// The same centres as the bench's figure (bench/run.ts, `centres(5000, 17)`).
const random = rng(17);
const centres = Array.from({ length: 5000 }, () => randomMetroPoint(random, METRO.radiusM * 0.9));

/** Nearby calls from a new centre each request against `address` for `duration` seconds. */
function nearby(address: string, duration: number) {
  let next = 0;
  return autocannon({
    url: address,
    connections: 10,
    duration,
    requests: [
      {
        setupRequest: (req) => {
          const centre = centres[next++ % centres.length]!;
          const input = JSON.stringify({ ...centre, radius: 5000, limit: 50 });
          return { ...req, path: `/trpc/cats.nearby?input=${encodeURIComponent(input)}` };
        },
      },
    ],
  });
}

const rows = new AbRows(3);
for (let r = 0; r < runs; r++) {
  const order = r % 2 === 0 ? checkouts : [...checkouts].reverse();
  for (const { label, root } of order) {
    const dbPath = join(seedDir, `${label}-${r}.db`);
    copyFileSync(seed, dbPath);
    const server = await startBenchServer(
      root,
      {
        BENCH_DB: dbPath,
        BENCH_UPLOADS: mkdtempSync(join(seedDir, 'uploads-')),
        BENCH_SECRET: SECRET,
      },
      { flags },
    );
    const warm = await nearby(server.address, 2);
    const pid = server.child.pid!;
    const cpuBefore = cpuMsOf(pid);
    const result = await nearby(server.address, seconds);
    const cpu = cpuMsOf(pid) - cpuBefore;
    await stopProcess(server.child);
    rows.add(r, label, {
      'req/s': result.requests.average,
      'cpu ms/call': cpu / result.requests.total,
      'p99 ms': result.latency.p99,
      errors: warm.errors + warm.non2xx + result.errors + result.non2xx,
      load: loadavg()[0]!,
    });
  }
}
rmSync(seedDir, { recursive: true, force: true });
rows.printMedians('medians:');
