/**
 * An A/B in one sitting, the runs alternating (A B, B A, …), for the rule of docs/performance.md,
 * whose "A/B" section says how to run it: two server bundles under the bench's loads (nearby,
 * checkins, mixed; each run on a fresh copy of one seed), or two client builds under bench:web's
 * phone figures (phone). Prints every run, then each figure's median per side and B / A.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import Database from 'better-sqlite3';
import { Tokens } from '../../src/server/services/tokens.js';
import { startBundle, stopProcess } from '../bundle.js';
import { checkinRequest, type CatSpot } from '../checkin-load.js';
import { BENCH_SECRET, generateDatabase, smallCity } from '../data.js';
import { mixedReads } from '../mixed-reads.js';
import { centres, nearbyRequest } from '../nearby-load.js';
import { median } from '../stats.js';
import { demoCoordinator, launchChromium, phoneRound, type Session } from '../web/phone.js';
import { startServer } from '../web/server.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : Number(args[at + 1]);
};
const LOADS = ['nearby', 'checkins', 'mixed', 'phone'];
const load = args[0] ?? '';
const sides = args
  .filter((a) => /^[AB]=/.test(a))
  .map((a) => ({ label: a[0]!, dir: resolve(a.slice(2)) }));
if (!LOADS.includes(load) || sides.length !== 2) {
  throw new Error(`usage: npx tsx bench/ab/run.ts ${LOADS.join('|')} A=DIR B=DIR [--runs 5]`);
}
const runs = option('--runs', 5);
const seconds = option('--seconds', 10);
const quick = args.includes('--quick');
if (runs < 5) console.warn('the rule of docs/performance.md asks for at least 5 runs');

type Row = Record<string, number>;
/** One run of one side: its figures. */
type Measure = (side: { label: string; dir: string }) => Promise<Row>;

/** The seed's data folder, copied for each run of a server bundle. */
const seed = mkdtempSync(join(tmpdir(), 'gateiros-ab-'));
const seedDb = join(seed, 'data', 'gateiros.db');
const children = new Set<ChildProcess>();

/** A bundle's settings on a data folder (database in data/, uploads/), no backups. */
const bundleEnv = (folder: string, demo: boolean) => ({
  JWT_SECRET: BENCH_SECRET,
  DATABASE_PATH: join(folder, 'data', 'gateiros.db'),
  UPLOADS_DIR: join(folder, 'uploads'),
  DEMO_DATA: String(demo),
  BACKUP_EVERY_HOURS: '0',
});
const options = { cwd: process.cwd(), track: (child: ChildProcess) => children.add(child) };

/** `side`'s bundle on a fresh copy of the seed, no backups; `measure` on its address. */
const onBundle =
  (measure: (url: string) => Promise<Row>): Measure =>
  async ({ dir }) => {
    const copy = mkdtempSync(join(tmpdir(), 'gateiros-ab-run-'));
    cpSync(seed, copy, { recursive: true });
    const server = await startBundle(join(dir, 'main.js'), bundleEnv(copy, false), options);
    try {
      return await measure(server.url);
    } finally {
      await stopProcess(server.child);
      rmSync(copy, { recursive: true, force: true });
    }
  };

/** 10 connections of `requests`, a warm-up first: the rate of 2xx answers and the p99. */
const cannonRow = async (url: string, requests: Request[]) => {
  await autocannon({ url, connections: 10, duration: 2, requests });
  const result = await autocannon({ url, connections: 10, duration: seconds, requests });
  const errors = result.errors + result.non2xx;
  return { 'per s': result['2xx'] / seconds, 'p99 ms': result.latency.p99, errors };
};

async function serverMeasure(): Promise<Measure> {
  if (load === 'mixed') {
    console.log(`seeding the demo data with A's bundle`);
    const seeder = await startBundle(
      join(sides[0]!.dir, 'main.js'),
      bundleEnv(seed, true),
      options,
    );
    await stopProcess(seeder.child);
    const sqlite = new Database(seedDb, { readonly: true });
    const catIds = sqlite.prepare('SELECT id FROM cats ORDER BY id').pluck().all() as string[];
    sqlite.close();
    const reads = mixedReads(catIds);
    return onBundle((url) => cannonRow(url, [{ setupRequest: reads.request }]));
  }
  console.log(`generating the small city (${quick ? 'quick' : 'full'}) with this checkout's code`);
  const secret = new TextEncoder().encode(BENCH_SECRET);
  const { userIds } = generateDatabase(seedDb, smallCity(quick), secret);
  if (load === 'nearby') {
    const points = centres(5000, 17);
    return onBundle((url) => cannonRow(url, [nearbyRequest(points)]));
  }
  const sqlite = new Database(seedDb, { readonly: true });
  const cats = sqlite
    .prepare("SELECT id, lat, lng FROM cats WHERE status = 'Ativo' LIMIT 5000")
    .all() as CatSpot[];
  sqlite.close();
  const tokens = new Tokens(secret);
  const accounts = await Promise.all(
    userIds.slice(0, 1000).map((id) => tokens.sign({ userId: id, version: 0 }, new Date())),
  );
  let from = 0;
  return onBundle((url) => {
    // Each run goes on with other accounts at other cats, far below their write limits.
    from += 100_000;
    return cannonRow(`${url}/trpc/checkins.create`, [checkinRequest(cats, accounts, from)]);
  });
}

async function phoneMeasure(): Promise<{ measure: Measure; close: () => Promise<void> }> {
  const servers = new Map<string, Awaited<ReturnType<typeof startServer>>>();
  for (const { label, dir } of sides) servers.set(label, await startServer(dir));
  const browser = await launchChromium();
  const sessions = new Map<string, Session>();
  for (const [label, { origin }] of servers) sessions.set(label, await demoCoordinator(origin));
  const measure: Measure = async ({ label }) =>
    (await phoneRound(browser, servers.get(label)!.origin, sessions.get(label)!)).figures;
  // One visit each before the runs, not counted.
  for (const side of sides) await measure(side);
  return {
    measure,
    close: async () => {
      await browser.close();
      for (const server of servers.values()) await server.stop();
    },
  };
}

const rows: Record<string, Row[]> = { A: [], B: [] };
const fixed = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const { measure, close } =
  load === 'phone'
    ? await phoneMeasure()
    : { measure: await serverMeasure(), close: async () => {} };
try {
  for (let r = 0; r < runs; r++) {
    for (const side of r % 2 === 0 ? sides : [...sides].reverse()) {
      const row = await measure(side);
      rows[side.label]!.push(row);
      const shown = Object.entries(row).map(([k, v]) => `${k} ${fixed(v)}`);
      console.log(`run ${r + 1} ${side.label}: ${shown.join(', ')}, load ${fixed(loadavg()[0]!)}`);
    }
  }
} finally {
  await close();
  for (const child of children) await stopProcess(child);
  rmSync(seed, { recursive: true, force: true });
}
console.log(`\n${load}, ${runs} runs each, medians (A=${sides[0]!.dir} B=${sides[1]!.dir}):`);
for (const key of Object.keys(rows.A![0]!)) {
  const [a, b] = [median(rows.A!.map((x) => x[key]!)), median(rows.B!.map((x) => x[key]!))];
  console.log(`  ${key}: A ${fixed(a)}, B ${fixed(b)}, B / A ${a ? (b / a).toFixed(3) : '-'}`);
}
