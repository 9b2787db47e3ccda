/**
 * `npm run bench`: the server's figures of docs/performance.md, each against its target, on
 * synthetic data made with the real schema, migrations and services in the system temp folder.
 * Prints a table and writes bench/results.json (not committed).
 * `--quick` (inside `npm test`): smaller data and shorter rounds, targets printed, not enforced;
 * writes bench/results.quick.json. `--only trpc|mixed|big`: one section, no results file.
 */
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { distanceMeters } from '../src/shared/geo.js';
import { listInput } from '../src/shared/schemas/cats.js';
import { createDeps, type Context } from '../src/server/context.js';
import { openDatabase, type Db } from '../src/server/db/client.js';
import { ManualClock } from '../src/server/lib/clock.js';
import { listCats } from '../src/server/services/cat-list.js';
import { nearbyCats } from '../src/server/services/cat-queries.js';
import { Tokens } from '../src/server/services/tokens.js';
import { testSettings } from '../src/server/settings.js';
import { buildServerBundle, startBundle, stopProcess } from './bundle.js';
import { checkinRequest, type CatSpot } from './checkin-load.js';
import { addUsers, BENCH_NOW, BENCH_SECRET, generateDatabase, onDisk, smallCity } from './data.js';
import { mixedRounds, pacedReads } from './mixed-reads.js';
import { centres, nearbyRequest } from './nearby-load.js';
import { photoLikeJpeg } from './photo.js';
import { collectBenchGarbage, median, p99OfRuns, rssMbOf, sampleRssPeak } from './stats.js';

const quick = process.argv.includes('--quick');
const SECTIONS = ['trpc', 'mixed', 'big'];
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt < 0 ? null : (process.argv[onlyAt + 1] ?? '');
if (only !== null && !SECTIONS.includes(only)) {
  throw new Error(`--only ${only}: the sections are ${SECTIONS.join(', ')}`);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const secret = new TextEncoder().encode(BENCH_SECRET);

const SMALL = smallCity(quick);
const BIG = quick
  ? { cats: 20_000, users: 20_000, ledgerRows: 200_000 }
  : { cats: 1_000_000, users: 100_000, ledgerRows: 5_000_000 };
const RUNS = quick ? 3 : 5;
const CALLS = quick ? 200 : 500;
/** Seconds of each autocannon round, rounds per HTTP figure (their median). */
const SECONDS = quick ? 2 : 10;
const ROUNDS = quick ? 1 : 2;
const CROWD = 200;
const STEADY_RATE = 300;

// ------------------------------------------------------------------ figures

interface Figure {
  name: string;
  value: number;
  unit: string;
  target: string;
  met: boolean;
}
const figures: Figure[] = [];

/** A figure against its target (`<= 2`, `>= 300`, `= 0`); `ok` false marks it missed anyway. */
function figure(name: string, value: number, unit: string, target: string, ok = true) {
  const [op, raw] = target.split(' ') as [string, string];
  const limit = Number(raw);
  const met = ok && (op === '<=' ? value <= limit : op === '>=' ? value >= limit : value === limit);
  figures.push({ name, value: Math.round(value * 1000) / 1000, unit, target, met });
  console.log(`  ${name}: ${Math.round(value * 1000) / 1000} ${unit} (target ${target})`);
}

/** A correctness check of the bench's data or answers: the run fails when it does not hold. */
function check(what: string, ok: boolean) {
  if (!ok) throw new Error(`check failed: ${what}`);
  console.log(`  checked: ${what}`);
}

const count = (n: number) =>
  n >= 1e6 ? `${n / 1e6}M` : n >= 1000 ? `${Number((n / 1000).toFixed(1))}k` : String(n);
const log = (message: string) =>
  console.log(`\n${new Date().toISOString().slice(11, 19)} ${message}`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ------------------------------------------------------------------ processes and folders

const tempDirs: string[] = [];
const children = new Set<ChildProcess>();
function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
const stop = (child: ChildProcess) => stopProcess(child).then(() => void children.delete(child));

let bundleMain: string | null = null;
/** The server bundle of `npm start`, built once per run, on the database at `dbPath`. */
function startServer(dbPath: string, env: Record<string, string> = {}) {
  if (!bundleMain) {
    const outdir = join(root, 'dist/bench-server');
    tempDirs.push(outdir);
    bundleMain = buildServerBundle(root, outdir);
  }
  return startBundle(
    bundleMain,
    {
      JWT_SECRET: BENCH_SECRET,
      DATABASE_PATH: dbPath,
      UPLOADS_DIR: tempDir('gateiros-bench-uploads-'),
      DEMO_DATA: 'false',
      ...env,
    },
    { cwd: root, track: (child) => children.add(child) },
  );
}

const cannon = (url: string, options: Partial<Parameters<typeof autocannon>[0]> = {}) =>
  autocannon({ url, connections: 10, duration: SECONDS, ...options });

// ------------------------------------------------------------------ service calls

/** A service context on a bench database, at the bench's fixed time. */
function contextOn(db: Db): Context {
  const settings = testSettings({ DATABASE_PATH: ':memory:', JWT_SECRET: BENCH_SECRET });
  const clock = new ManualClock(BENCH_NOW);
  const deps = createDeps({ db, settings, clock, tokens: new Tokens(secret) });
  return { ...deps, user: null, isAdmin: false, locale: 'pt-BR', ip: '127.0.0.1' };
}

/**
 * Nearby (5 km, 50 cats) p99 over 2,000 centres (500 with --quick), each called once before the
 * timed runs (a server that has run a while has the database's pages in its memory map; the bench
 * has just opened it), and nearby's answers against a brute-force scan of every active cat.
 */
function nearbyService(db: Db, label: string, target: string) {
  const ctx = contextOn(db);
  const points = centres(quick ? 500 : 2000, 13);
  const call = (i: number) =>
    nearbyCats(ctx, { ...points[i % points.length]!, radius: 5000, limit: 50 });
  points.forEach((_, i) => call(i));
  figure(`nearby service p99 (${label})`, p99OfRuns(call, RUNS, CALLS), 'ms', target);

  const all = db.$client
    .prepare("SELECT id, public_lat, public_lng FROM cats WHERE status = 'Ativo'")
    .raw(true)
    .all() as [string, number, number][];
  const probes = centres(quick ? 10 : 25, 7);
  const same = probes.filter((p) => {
    const reference = all
      .map(([id, lat, lng]) => ({ id, d: distanceMeters(p.latitude, p.longitude, lat, lng) }))
      .filter((c) => c.d <= 5000)
      .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, 50)
      .map((c) => c.id);
    const got = nearbyCats(ctx, { ...p, radius: 5000, limit: 50 }).map((c) => c._id);
    return got.length === reference.length && got.every((id, i) => id === reference[i]);
  }).length;
  check(
    `nearby equals a brute-force scan at ${same} of ${probes.length} centres`,
    same === probes.length,
  );
  return { ctx, points };
}

// ------------------------------------------------------------------ HTTP: nearby and check-ins

/**
 * A server of the HTTP figures: nearby with a new centre each request, and check-ins without
 * photos by 1,000 of `userIds` over 5,000 cats (each far below its write limits).
 */
async function httpSide(dbPath: string, userIds: string[], users: string) {
  const server = await startServer(dbPath, { BACKUP_EVERY_HOURS: '0' });
  const db = openDatabase(dbPath);
  const tokens = new Tokens(secret);
  const step = Math.max(1, Math.floor(userIds.length / 1000));
  const spread = userIds.filter((_, i) => i % step === 0).slice(0, 1000);
  const pool = await Promise.all(
    spread.map((userId) => tokens.sign({ userId, version: 0 }, new Date())),
  );
  const cats = db.$client
    .prepare("SELECT id, lat, lng FROM cats WHERE status = 'Ativo' LIMIT 5000")
    .all() as CatSpot[];
  const stored = () => db.$client.prepare('SELECT count(*) FROM checkins').pluck().get() as number;
  return {
    label: `${count(SMALL.cats)} cats, ${users}`,
    server,
    db,
    stored,
    before: stored(),
    nearby: { url: server.url, requests: [nearbyRequest(centres(5000, 17))] },
    checkins: { url: `${server.url}/trpc/checkins.create`, requests: [checkinRequest(cats, pool)] },
  };
}

/**
 * The HTTP figures on the same cats at SMALL.users users and, on a copy, at BIG.users: both
 * servers run at once and take their rounds in turn (A B, B A, …), so that each ratio compares
 * the same minutes of this machine, not two moments of it.
 */
async function httpAtTwoSizes(dataDir: string) {
  log(`generating ${count(SMALL.cats)} cats, ${count(SMALL.users)} users`);
  const smallPath = join(dataDir, 'small.db');
  const small = generateDatabase(smallPath, SMALL, secret);
  {
    const db = openDatabase(smallPath);
    log(`nearby service call (${count(SMALL.cats)} cats)`);
    nearbyService(db, `${count(SMALL.cats)} cats`, '<= 2');
    db.$client.close();
  }
  const crowdPath = join(dataDir, 'crowd.db');
  copyFileSync(smallPath, crowdPath);
  onDisk(crowdPath);
  const extra = BIG.users - SMALL.users;
  log(`adding ${count(extra)} users to a copy of the same cats`);
  const added = addUsers(crowdPath, extra, (SMALL.ledgerRows / SMALL.users) * extra, SMALL.users);
  collectBenchGarbage();
  const sides = [
    await httpSide(smallPath, small.userIds, `${count(SMALL.users)} users`),
    await httpSide(crowdPath, [...small.userIds, ...added], `${count(BIG.users)} users`),
  ];
  try {
    /** Each side's rounds of one load in turn, after a 1 s warm-up (the first, not timed). */
    const inTurns = async (load: 'nearby' | 'checkins') => {
      const round = (i: number, duration = SECONDS) =>
        cannon(sides[i]![load].url, { ...sides[i]![load], duration });
      const rounds = [[await round(0, 1)], [await round(1, 1)]];
      // A B, B A, …
      for (let r = 0; r < ROUNDS * 2; r++) {
        const i = [0, 1, 1, 0][r % 4]!;
        rounds[i]!.push(await round(i));
      }
      return rounds;
    };
    log(`HTTP: nearby over tRPC, a new centre each request (10 connections, in turns)`);
    const nearby = (await inTurns('nearby')).map((rounds, i) => {
      if (rounds.some((round) => round.non2xx || round.errors)) throw new Error('errors in nearby');
      const rate = median(rounds.slice(1).map((round) => round.requests.average));
      const name = `nearby over tRPC, a new centre each request (${sides[i]!.label})`;
      figure(name, rate, 'req/s', '>= 300');
      return rate;
    });
    log(`HTTP: check-ins without photos (10 connections, in turns)`);
    const checkinRounds = await inTurns('checkins');
    // Requests in flight when autocannon stops still complete: at most one per connection and
    // round is stored without being counted.
    for (const side of sides) await stop(side.server.child);
    const checkins = checkinRounds.map((rounds, i) => {
      const side = sides[i]!;
      const answered = rounds.reduce((sum, round) => sum + round['2xx'], 0);
      const extra = side.stored() - side.before - answered;
      check(
        `every check-in answered 2xx and stored, ${side.label} (${answered} answered, ${extra} more stored)`,
        rounds.every((round) => round.non2xx === 0) && extra >= 0 && extra <= 10 * (ROUNDS + 1),
      );
      const rate = median(rounds.slice(1).map((round) => round['2xx'] / SECONDS));
      figure(`check-ins without photos over HTTP (${side.label})`, rate, 'per s', '>= 250');
      return rate;
    });
    const ratio = `at ${count(BIG.users)} users / at ${count(SMALL.users)} users`;
    figure(`check-ins/s ${ratio}`, checkins[1]! / checkins[0]!, 'ratio', '>= 0.8');
    figure(`nearby req/s ${ratio}`, nearby[1]! / nearby[0]!, 'ratio', '>= 0.8');
  } finally {
    for (const side of sides) await stop(side.server.child).then(() => side.db.$client.close());
  }
}

// ------------------------------------------------------------------ mixed reads on demo data

/**
 * The bundle on the demo data in a fresh folder: 200 connections right after its first start
 * (the demo seeded, its first backup running), then 10 connections as fast as it answers, a
 * steady 300 req/s (paced, open loop: bench/mixed-reads.ts) and 200 connections again.
 */
async function measureMixed() {
  collectBenchGarbage();
  const dir = tempDir('gateiros-bench-demo-');
  const dbPath = join(dir, 'data', 'gateiros.db');
  log('mixed reads on the demo data: the server bundle, first start (DEMO_DATA=true)');
  const server = await startServer(dbPath, { DEMO_DATA: 'true' });
  try {
    const sqlite = new Database(dbPath, { readonly: true, fileMustExist: true });
    const catIds = sqlite.prepare('SELECT id FROM cats ORDER BY id').pluck().all() as string[];
    sqlite.close();
    const round = mixedRounds(server.url, catIds, SECONDS);
    const crowd = async (when: string) => {
      log(`mixed reads: ${CROWD} connections at once, ${when}`);
      const result = await round({ connections: CROWD, duration: quick ? 4 : 20 });
      const name = `mixed reads, ${CROWD} connections at once ${when}`;
      // autocannon counts each timeout as an error too.
      figure(`${name}, errors and non-2xx`, result.errors + result.non2xx, 'count', '= 0');
      figure(`${name}, p99`, result.latency.p99, 'ms', '<= 1500');
    };
    await crowd('right after a first start');

    await backupFinished(dbPath);

    log(`mixed reads: 10 connections as fast as it answers (${ROUNDS}×${SECONDS} s)`);
    const rates: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const result = await round({});
      if (result.non2xx || result.errors) throw new Error('errors in mixed reads');
      rates.push(result.requests.average);
    }
    const rate = median(rates);
    figure('mixed reads, 10 connections as fast as it answers', rate, 'req/s', '>= 300');

    log(`mixed reads: a steady ${STEADY_RATE} req/s, paced, open loop`);
    const paced = await pacedReads(server.url, catIds, SECONDS, STEADY_RATE);
    const all = paced.answered === paced.sent;
    console.log(`  ${paced.answered} of ${paced.sent} answered 2xx`);
    figure(`mixed reads at a steady ${STEADY_RATE} req/s, p50`, paced.p50, 'ms', '<= 10', all);
    figure(`mixed reads at a steady ${STEADY_RATE} req/s, p99`, paced.p99, 'ms', '<= 50', all);

    await crowd('later');
  } finally {
    await stop(server.child);
  }
}

// ------------------------------------------------------------------ the big city

async function bigCity(dataDir: string) {
  const label = `${count(BIG.cats)} cats`;
  log(`generating ${label}, ${count(BIG.users)} users, ${count(BIG.ledgerRows)} ledger rows`);
  const path = join(dataDir, 'big.db');
  const big = generateDatabase(path, BIG, secret);
  const db = openDatabase(path);
  log(`nearby service call and map list with filters, limit 100 (${label})`);
  const { ctx, points } = nearbyService(db, label, '<= 3');
  const health = [['Bom', 'Regular'], ['Emergência', 'Precisa de atenção'], ['Excelente']] as const;
  const list = (i: number) =>
    listCats(
      ctx,
      listInput.parse({
        status: ['Ativo'],
        health: health[i % health.length],
        limit: 100,
        ...points[i % points.length],
      }),
    );
  figure(`map list with filters p99 (${label})`, p99OfRuns(list, RUNS, CALLS), 'ms', '<= 8');
  db.$client.close();
  await startupAndUploads(path, label, big.userIds);
}

/** Resolves once the scheduled backup has finished (recorded in scheduled_tasks). */
async function backupFinished(dbPath: string) {
  const sqlite = new Database(dbPath, { readonly: true, fileMustExist: true });
  const finished = sqlite
    .prepare("SELECT last_finished_at FROM scheduled_tasks WHERE name = 'backup'")
    .pluck();
  try {
    for (const started = Date.now(); !finished.get(); await sleep(100)) {
      if (Date.now() - started > 300_000) throw new Error('the first backup took over 5 minutes');
    }
  } finally {
    sqlite.close();
  }
}

/**
 * The bundle on the big database: startup to /health, idle RSS, RSS peak under photo uploads.
 * Its first start runs the backup that is due; it is stopped only once that is done, so that the
 * later starts find none due and their idle RSS is the idle server's.
 */
async function startupAndUploads(dbPath: string, label: string, userIds: string[]) {
  collectBenchGarbage();
  log(`startup to 200 /health (${label}, the server bundle of npm start)`);
  const times: number[] = [];
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  for (let r = 0; r < (quick ? 2 : 3); r++) {
    if (server) await stop(server.child);
    server = await startServer(dbPath);
    times.push(server.ms);
    if (r === 0) await backupFinished(dbPath);
  }
  const { child, url } = server!;
  try {
    figure(`startup to 200 /health (${label})`, median(times), 'ms', '<= 1000');
    await sleep(1500);
    figure(`idle RSS after startup (${label})`, await rssMbOf(child.pid!), 'MB', '<= 150');

    const jpeg = await photoLikeJpeg();
    const tokens = new Tokens(secret);
    const db = openDatabase(dbPath);
    const cats = db.$client
      .prepare("SELECT id, lat, lng FROM cats WHERE status = 'Ativo' LIMIT 80")
      .all() as CatSpot[];
    db.$client.close();
    let next = 0;
    const upload = async () => {
      const i = next++;
      const cat = cats[i % cats.length]!;
      const form = new FormData();
      const location = { latitude: cat.lat, longitude: cat.lng };
      form.set(
        'data',
        JSON.stringify({ catId: cat.id, actions: ['Alimentou'], healthStatus: 'Bom', location }),
      );
      form.append('photos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'cat.jpg');
      const token = await tokens.sign({ userId: userIds[i]!, version: 0 }, new Date());
      const res = await fetch(`${url}/trpc/checkins.create`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      return res.status;
    };
    for (const uploads of [4, 16]) {
      log(`server RSS under ${uploads} concurrent 4000×3000 photo uploads`);
      const peaks: number[] = [];
      for (let r = 0; r < (quick ? 1 : 2); r++) {
        const sampler = sampleRssPeak(child.pid!);
        const answers = await Promise.all(Array.from({ length: uploads }, upload));
        peaks.push((await sampler.stop()).rss);
        if (answers.some((s) => s !== 200)) throw new Error(`uploads: ${answers.join(', ')}`);
      }
      figure(`server RSS peak, ${uploads} concurrent photo uploads`, median(peaks), 'MB', '<= 300');
    }
  } finally {
    await stop(child);
  }
}

// ------------------------------------------------------------------ the run

function report() {
  const rows = figures.map((f) => [f.name, `${f.value}`, f.unit, f.target, f.met ? 'yes' : 'NO']);
  const header = ['figure', 'value', 'unit', 'target', 'met'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const row of rows) console.log(line(row));
  if (only) return;
  const out = quick ? 'bench/results.quick.json' : 'bench/results.json';
  writeFileSync(join(root, out), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nwrote ${out}`);
}

try {
  console.log(
    `Gateiros benchmark (${quick ? 'quick' : 'full'}${only ? `, only ${only}` : ''}), node ${process.version}`,
  );
  const dataDir = tempDir('gateiros-bench-');
  if (!only || only === 'trpc') await httpAtTwoSizes(dataDir);
  if (!only || only === 'mixed') await measureMixed();
  if (!only || only === 'big') await bigCity(dataDir);
  report();
} catch (error) {
  report();
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const child of children) await stop(child);
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
