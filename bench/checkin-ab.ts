/**
 * A/B of the check-in write path: `npx tsx bench/checkin-ab.ts --runs 3 A=/path/to/main B=.`
 * (each a checkout with its node_modules; its bench/server.ts is started with tsx, as `npm run
 * bench` does). The first checkout's code and migrations generate the quick bench's small city
 * once (10k cats, 1k users: the older schema when it is the baseline; the other migrates its
 * copies on start). Then per run and checkout, alternating: a fresh copy, a 1 s warm-up and
 * `--seconds` (5) of check-ins without photos over tRPC, the bench's load (10 connections, 1,000
 * accounts, 5,000 cats). Prints the server's CPU time per check-in (user + system of all its
 * threads, from /proc: the figure a busy machine disturbs least), check-ins/s, and the medians.
 * BENCH_SERVER_CPU_PROF=DIR profiles each server.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { Tokens } from '../src/server/services/tokens.js';
import { startBenchServer, stopProcess } from './bundle.js';
import { checkinRequest, type CatSpot } from './checkin-load.js';
import { AbRows, cpuMsOf } from './stats.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : Number(args[at + 1]);
};
const runs = option('--runs', 3);
const seconds = option('--seconds', 5);
const checkouts = args
  .filter((a) => a.includes('='))
  .map((a) => {
    const [label, dir] = a.split('=') as [string, string];
    return { label, root: resolve(dir) };
  });

const SECRET = 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz';
const profDir = process.env.BENCH_SERVER_CPU_PROF;

const seedDir = mkdtempSync(join(tmpdir(), 'gateiros-checkin-ab-'));
const seed = join(seedDir, 'seed.db');
const size = { cats: 10_000, users: 1_000, ledgerRows: 10_000 };
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
const sqlite = new Database(seed, { readonly: true });
const userIds = sqlite.prepare('SELECT id FROM users ORDER BY rowid').pluck().all() as string[];
const catPool = sqlite
  .prepare("SELECT id, lat, lng FROM cats WHERE status = 'Ativo' LIMIT 5000")
  .all() as CatSpot[];
sqlite.close();
const tokens = new Tokens(new TextEncoder().encode(SECRET));
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
      { flags: profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [] },
    );
    const warm = await checkins(server.address, { duration: 1 }, 1_000_000);
    const pid = server.child.pid!;
    const cpuBefore = cpuMsOf(pid);
    const result = await checkins(server.address, { duration: seconds }, 0);
    const cpu = cpuMsOf(pid) - cpuBefore;
    await stopProcess(server.child);
    const bad = warm.errors + warm.non2xx + result.errors + result.non2xx;
    rows.add(r, label, {
      'cpu ms/checkin': cpu / result['2xx'],
      'checkins/s': result['2xx'] / seconds,
      'p99 ms': result.latency.p99,
      errors: bad,
      load: loadavg()[0]!,
    });
  }
}
rmSync(seedDir, { recursive: true, force: true });
rows.printMedians('medians:');
