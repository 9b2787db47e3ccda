/**
 * `npm run bench` (full), `npm run bench -- --quick` (about a minute, smaller data),
 * `npm run bench -- --only trpc` (the HTTP section alone, a few minutes) and `--only mixed` (the
 * mixed reads on the demo data alone, about 1.5 minutes; quick: 40 s), `--only big` (the big city
 * alone, about five minutes): generates
 * synthetic data with the real schema, services and migrations in os.tmpdir(), measures (issue 7),
 * prints a table and writes bench/results.json. Checks that nearby equals a brute-force reference
 * and that the ledger invariant holds.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { distanceMeters } from '../src/shared/geo.js';
import { listInput } from '../src/shared/schemas/cats.js';
import { rankingInput } from '../src/shared/schemas/ranking.js';
import { createDeps, type Context } from '../src/server/context.js';
import { openDatabase, type Db } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema.js';
import { ManualClock } from '../src/server/lib/clock.js';
import { processPhoto } from '../src/server/lib/photos.js';
import { pngBomb } from '../src/server/test/security/upload-attacks.js';
import { clusterMarkers, type LatLng } from '../src/client/features/map/clusters.js';
import { listCats } from '../src/server/services/cat-list.js';
import { nearbyCats } from '../src/server/services/cat-queries.js';
import { ranking } from '../src/server/services/ranking.js';
import { Tokens } from '../src/server/services/tokens.js';
import { testSettings } from '../src/server/settings.js';
import {
  addUsers,
  onDisk,
  BENCH_NOW,
  BENCH_SECRET,
  generateDatabase,
  METRO,
  smallCity,
  type DataSize,
} from './data.js';
import { buildServerBundle, startBenchServer, startBundle, stopProcess } from './bundle.js';
import { checkinRequest, type CatSpot } from './checkin-load.js';
import { mixedRounds, pacedReads } from './mixed-reads.js';
import { centres, nearbyRequest } from './nearby-load.js';
import { photoLikeJpeg } from './photo.js';
import {
  median,
  collectBenchGarbage,
  p99OfRuns,
  quantile,
  rssMbOf,
  sampleRssPeak,
  timeMs,
  timeMsAsync,
} from './stats.js';

const quick = process.argv.includes('--quick');
/**
 * `--only trpc`: only the HTTP section (nearby over tRPC, check-ins) on the small city;
 * `--only mixed`: only the mixed reads on the demo data (the npm start bundle);
 * `--only big`: only the big city (its service calls, then the product server's startup, memory
 * and uploads on it).
 */
const SECTIONS = ['trpc', 'mixed', 'big'];
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg < 0 ? null : (process.argv[onlyArg + 1] ?? null);
if (only !== null && !SECTIONS.includes(only)) {
  throw new Error(`--only ${only}: the sections are: ${SECTIONS.join(', ')}`);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const secret = new TextEncoder().encode(BENCH_SECRET);

const SMALL = smallCity(quick);
const BIG: DataSize = quick
  ? { cats: 20_000, users: 20_000, ledgerRows: 200_000 }
  : { cats: 1_000_000, users: 100_000, ledgerRows: 5_000_000 };
const RUNS = quick ? 3 : 5;
const CALLS = quick ? 200 : 500;
const CANNON_SECONDS = quick ? 2 : 10;
const CANNON_ROUNDS = quick ? 1 : 2;
/** Accounts the check-in bench spreads its writes over. */
const CHECKIN_ACCOUNTS = 1000;

interface Figure {
  name: string;
  value: number;
  unit: string;
  /** e.g. '<= 0.5'; null: reported only. */
  target: string | null;
  met: boolean | null;
}
const figures: Figure[] = [];

function figure(name: string, value: number, unit: string, target: string | null, ok?: boolean) {
  let met: boolean | null = null;
  if (target) {
    const [op, raw] = target.split(' ') as [string, string];
    const limit = Number(raw);
    met = op === '<=' ? value <= limit : op === '>=' ? value >= limit : value === limit;
    if (ok === false) met = false;
  }
  const rounded = Math.round(value * 1000) / 1000;
  figures.push({ name, value: rounded, unit, target, met });
  console.log(
    `  ${name}: ${rounded} ${unit}${target ? ` (target ${target}: ${met ? 'met' : 'MISSED'})` : ''}`,
  );
}

const count = (n: number) =>
  n >= 1_000_000
    ? `${Number((n / 1_000_000).toFixed(1))}M`
    : n >= 1000
      ? `${Number((n / 1000).toFixed(1))}k`
      : String(n);

const log = (message: string) =>
  console.log(`\n${new Date().toISOString().slice(11, 19)} ${message}`);

const tempDirs: string[] = [];
const children = new Set<ChildProcess>();
function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** A service context on a bench database, at the bench's fixed time. */
function contextOn(db: Db): Context {
  const settings = testSettings({ DATABASE_PATH: ':memory:', JWT_SECRET: BENCH_SECRET });
  const deps = createDeps({
    db,
    settings,
    clock: new ManualClock(BENCH_NOW),
    tokens: new Tokens(secret),
  });
  return { ...deps, user: null, isAdmin: false, locale: 'pt-BR', ip: '127.0.0.1' };
}

/**
 * Nearby's p99 at `points` (5 km, 50 cats). A server that has run for a while has the database
 * file's pages in its memory map; the bench's process has just opened it, and the first read of
 * each page there costs a page fault. So one call at every centre comes first, its p99 a figure
 * of its own (cold), and the runs of the target figure go over the same centres again.
 */
function nearbyP99(
  ctx: Context,
  points: { latitude: number; longitude: number }[],
  label: string,
  target: string,
) {
  const call = (i: number) =>
    nearbyCats(ctx, { ...points[i % points.length]!, radius: 5000, limit: 50 });
  const cold = points.map((_, i) => timeMs(() => call(i)));
  figure(
    `nearby 5 km/50 service p99, first call at each centre (${label})`,
    quantile(cold, 0.99),
    'ms',
    null,
  );
  figure(`nearby 5 km/50 service p99 (${label})`, p99OfRuns(call, RUNS, CALLS), 'ms', target);
}

/** Nearby (anonymous: public positions) against a brute-force scan of every active cat. */
function checkNearbyReference(db: Db, label: string) {
  const all = db.$client
    .prepare("SELECT id, public_lat, public_lng FROM cats WHERE status = 'Ativo'")
    .raw(true)
    .all() as [string, number, number][];
  const ctx = contextOn(db);
  let same = 0;
  const points = centres(quick ? 10 : 25, 7);
  for (const p of points) {
    const reference = all
      .map(([id, lat, lng]) => ({ id, d: distanceMeters(p.latitude, p.longitude, lat, lng) }))
      .filter((c) => c.d <= 5000)
      .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, 50)
      .map((c) => c.id);
    const got = nearbyCats(ctx, { ...p, radius: 5000, limit: 50 }).map((c) => c._id);
    if (got.length === reference.length && got.every((id, i) => id === reference[i])) same++;
  }
  figure(
    `nearby equals brute force (${label}, centres matching)`,
    same,
    'of ' + points.length,
    `= ${points.length}`,
  );
}

/**
 * The ledger invariant: users.points is the sum of the user's ledger rows, and points_totals holds
 * exactly the ledger sums per period key (all, month, week of the community-time-zone day), and
 * points_histogram the number of points_totals rows at each (period, points).
 */
function ledgerInvariant(db: Db): boolean {
  const sqlite = db.$client;
  const badUsers = sqlite
    .prepare(
      `SELECT count(*) FROM users u
       WHERE u.points <> coalesce((SELECT sum(points) FROM points_ledger l WHERE l.user_id = u.id), 0)`,
    )
    .pluck()
    .get() as number;
  sqlite.exec(
    'CREATE TEMP TABLE IF NOT EXISTS bench_days (day TEXT PRIMARY KEY, month TEXT, week TEXT)',
  );
  sqlite.exec('DELETE FROM bench_days');
  const insertDay = sqlite.prepare('INSERT INTO bench_days VALUES (?, ?, ?)');
  const days = sqlite.prepare('SELECT DISTINCT day FROM points_ledger').pluck().all() as string[];
  for (const day of days) {
    const { month, week } = periodKeysOf(day);
    insertDay.run(day, month, week);
  }
  const computed = `
    SELECT 'all' AS period, user_id, sum(points) AS points FROM points_ledger GROUP BY user_id
    UNION ALL
    SELECT d.month, l.user_id, sum(l.points) FROM points_ledger l JOIN bench_days d USING (day)
    GROUP BY d.month, l.user_id
    UNION ALL
    SELECT d.week, l.user_id, sum(l.points) FROM points_ledger l JOIN bench_days d USING (day)
    GROUP BY d.week, l.user_id`;
  const stored = 'SELECT period, user_id, points FROM points_totals WHERE points <> 0';
  const diff = sqlite
    .prepare(
      `SELECT (SELECT count(*) FROM (SELECT * FROM (${computed}) EXCEPT ${stored}))
            + (SELECT count(*) FROM (${stored} EXCEPT SELECT * FROM (${computed})))`,
    )
    .pluck()
    .get() as number;
  const histogram = 'SELECT period, points, users FROM points_histogram';
  const buckets = 'SELECT period, points, count(*) FROM points_totals GROUP BY period, points';
  const badBuckets = sqlite
    .prepare(
      `SELECT (SELECT count(*) FROM (${histogram} EXCEPT ${buckets}))
            + (SELECT count(*) FROM (${buckets} EXCEPT ${histogram}))`,
    )
    .pluck()
    .get() as number;
  return badUsers === 0 && diff === 0 && badBuckets === 0;
}

let periodKeysOf: (day: string) => { month: string; week: string };

function stop(child: ChildProcess): Promise<void> {
  return stopProcess(child).then(() => void children.delete(child));
}

/** The bench server (bench/server.ts) on a database; resolves with its address. */
const startServer = (dbPath: string, copyUrl: string) =>
  startBenchServer(
    root,
    {
      BENCH_DB: dbPath,
      BENCH_UPLOADS: tempDir('gateiros-bench-uploads-'),
      BENCH_SECRET,
      BENCH_COPY_URL: copyUrl,
    },
    { track: (child) => children.add(child) },
  );

async function cannon(url: string, options: Partial<Parameters<typeof autocannon>[0]> = {}) {
  return autocannon({ url, connections: 10, duration: CANNON_SECONDS, ...options });
}

let bundleMain: string | null = null;
/** The server bundle of `npm start`, built once per run; started with `env` on top. */
function startServerBundle(env: Record<string, string>) {
  if (!bundleMain) {
    const outdir = join(root, 'dist/bench-server');
    tempDirs.push(outdir);
    bundleMain = buildServerBundle(root, outdir);
  }
  return startBundle(
    bundleMain,
    { JWT_SECRET: BENCH_SECRET, ...env },
    {
      cwd: root,
      track: (child) => children.add(child),
    },
  );
}

async function measurePhotos(jpeg: Buffer) {
  log(`photo processing (4000×3000 JPEG, ${Math.round(jpeg.length / 1024)} kB)`);
  await processPhoto(jpeg);
  const times: number[] = [];
  for (let i = 0; i < (quick ? 3 : 7); i++) times.push(await timeMsAsync(() => processPhoto(jpeg)));
  figure('photo processing 4000×3000 JPEG, median', median(times), 'ms', '<= 500');
  // A PNG of a few hundred bytes whose header claims 100000×100000 pixels: refused from its header.
  const bomb = await pngBomb(100_000, 100_000);
  const rssBefore = process.memoryUsage().rss;
  const refusals: number[] = [];
  for (let i = 0; i < 5; i++) {
    refusals.push(await timeMsAsync(() => processPhoto(bomb).catch(() => undefined)));
  }
  figure('decompression bomb refused, median', median(refusals), 'ms', '<= 2000');
  figure(
    'RSS growth refusing 5 bombs',
    (process.memoryUsage().rss - rssBefore) / 2 ** 20,
    'MB',
    '<= 200',
  );
}

/** The map's clustering of the most cats it shows (100) in one spot, as the phone runs it. */
function measureClusters() {
  log('map clusters (100 cats within 30 m, zoom 15)');
  const crowd = Array.from({ length: 100 }, (_, i) => {
    const latLng: LatLng = [-15.601 + (i % 10) * 3e-5, -56.097 + Math.floor(i / 10) * 3e-5];
    return { _id: `c${i}`, latLng };
  });
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    clusterMarkers(crowd, 15);
    times.push(performance.now() - started);
  }
  figure('map clusters, 100 cats in one spot, median', median(times), 'ms', '<= 50');
}

function pageWeight() {
  log('first page weight (vite build with a manifest)');
  const outDir = tempDir('gateiros-bench-client-');
  execFileSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  interface Chunk {
    file: string;
    src?: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    imports?: string[];
    css?: string[];
  }
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const gz = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gz.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, file))).length;
      gz.set(file, size);
    }
    return size;
  };
  /** Files (JS and CSS) a chunk loads statically, with the keys of the chunks involved. */
  const closure = (key: string, files = new Set<string>(), keys = new Set<string>()) => {
    if (keys.has(key)) return { files, keys };
    keys.add(key);
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files, keys);
    return { files, keys };
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const initial = closure(entryKey);
  const kb = (files: Iterable<string>) => [...files].reduce((s, f) => s + gzipSize(f), 0) / 1024;
  const mapInInitial = [...initial.keys].some((k) => k.includes('pigeon-maps'));
  figure('first page JS+CSS (gzip)', kb(initial.files), 'kB', '<= 150', !mapInInitial);
  if (mapInInitial) console.log('  the map library is in the first page');
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const own = [...closure(key).files].filter((f) => !initial.files.has(f));
    const name = (chunk.src ?? key).replace(/^.*\/(features|pages|routes)\//, '$1/');
    figure(`lazy chunk ${name} (gzip, beyond the first page)`, kb(own), 'kB', null);
  }
}

async function main() {
  const { periodKeys } = await import('../src/shared/time.js');
  periodKeysOf = (day) => periodKeys(day);
  const kind = `${quick ? 'quick' : 'full'}${only ? `, only ${only}` : ''}`;
  console.log(`Gateiros benchmark (${kind}), node ${process.version}`);
  const dataDir = tempDir('gateiros-bench-');
  if (only === 'trpc') {
    const smallPath = join(dataDir, 'small.db');
    log(`generating ${count(SMALL.cats)} cats`);
    const small = generateDatabase(smallPath, SMALL, secret);
    await measureHttpAtTwoSizes(dataDir, smallPath, `${count(SMALL.cats)} cats`, small.userIds);
    return;
  }
  if (only === 'mixed') {
    await measureMixed();
    return;
  }

  const jpeg = await photoLikeJpeg();
  if (only === 'big') {
    await bigCity(dataDir, jpeg);
    return;
  }
  await measurePhotos(jpeg);
  measureClusters();
  pageWeight();

  // ---------------------------------------------------------------- small city
  const smallLabel = `${count(SMALL.cats)} cats`;
  log(
    `generating ${smallLabel}, ${count(SMALL.users)} users, ${count(SMALL.ledgerRows)} ledger rows`,
  );
  const smallPath = join(dataDir, 'small.db');
  const started = Date.now();
  const small = generateDatabase(smallPath, SMALL, secret);
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  {
    const db = openDatabase(smallPath);
    const ctx = contextOn(db);
    log(`nearby service call at ${smallLabel}`);
    nearbyP99(ctx, centres(2000, 11), smallLabel, '<= 0.5');
    checkNearbyReference(db, smallLabel);
    db.$client.close();
  }

  await measureHttpAtTwoSizes(dataDir, smallPath, smallLabel, small.userIds);
  await measureMixed();

  // ---------------------------------------------------------------- big city
  await bigCity(dataDir, jpeg);
}

/**
 * The HTTP figures at SMALL.users and, on a copy of the same cats with users added up to
 * BIG.users, again: the cost of a call should not grow with the number of users.
 */
async function measureHttpAtTwoSizes(
  dataDir: string,
  smallPath: string,
  smallLabel: string,
  userIds: string[],
) {
  const crowdPath = join(dataDir, 'crowd.db');
  copyFileSync(smallPath, crowdPath);
  onDisk(crowdPath);
  const few = await measureHttp(smallPath, smallLabel, userIds, `${count(SMALL.users)} users`);
  const extra = BIG.users - SMALL.users;
  log(`adding ${count(extra)} users to a copy of the same ${smallLabel}`);
  const added = addUsers(crowdPath, extra, (SMALL.ledgerRows / SMALL.users) * extra, SMALL.users);
  const many = await measureHttp(
    crowdPath,
    smallLabel,
    [...userIds, ...added],
    `${count(BIG.users)} users`,
  );
  figure(
    `check-ins/s at ${count(BIG.users)} users / at ${count(SMALL.users)} users`,
    many.checkinsPerS / few.checkinsPerS,
    'ratio',
    '>= 0.8',
  );
  figure(
    `nearby req/s (a new centre each request) at ${count(BIG.users)} users / at ${count(SMALL.users)} users`,
    many.nearbyPerS / few.nearbyPerS,
    'ratio',
    '>= 0.8',
  );
}

/**
 * Nearby over tRPC against the same body from memory, then check-ins, on one server process.
 * `users` names the figures of a second run on the same cats with more users.
 */
async function measureHttp(
  smallPath: string,
  smallLabel: string,
  userIds: string[],
  users = '',
): Promise<{ nearbyPerS: number; checkinsPerS: number }> {
  const suffix = users ? `, ${users}` : '';
  log(`HTTP: nearby through tRPC vs the same body from memory (${smallLabel}, 10 connections)`);
  const nearbyUrl = `/trpc/cats.nearby?input=${encodeURIComponent(
    JSON.stringify({
      latitude: METRO.latitude,
      longitude: METRO.longitude,
      radius: 5000,
      limit: 50,
    }),
  )}`;
  collectBenchGarbage();
  const server = await startServer(smallPath, nearbyUrl);
  try {
    const ratios: number[] = [];
    const trpcRates: number[] = [];
    const memoryRates: number[] = [];
    await cannon(server.address + nearbyUrl, { duration: 1 });
    for (let r = 0; r < CANNON_ROUNDS; r++) {
      const viaTrpc = await cannon(server.address + nearbyUrl);
      const fromMemory = await cannon(`${server.address}/bench/memory`);
      if (viaTrpc.non2xx || fromMemory.non2xx) throw new Error('non-2xx answers in the HTTP bench');
      trpcRates.push(viaTrpc.requests.average);
      memoryRates.push(fromMemory.requests.average);
      ratios.push(viaTrpc.requests.average / fromMemory.requests.average);
    }
    figure(`nearby over tRPC (${smallLabel}${suffix})`, median(trpcRates), 'req/s', null);
    figure('same body from memory, same server', median(memoryRates), 'req/s', null);
    figure('nearby over tRPC / from memory', median(ratios), 'ratio', '>= 0.5');
    // The same call from a different centre each time, as phones ask: the full cost of the call
    // over HTTP. The median of the rounds, as above: one 10 s round alone moved by a fifth
    // between runs of the same code.
    const newCentre = nearbyRequest(centres(5000, 17));
    const missRates: number[] = [];
    for (let r = 0; r < CANNON_ROUNDS; r++) {
      const misses = await cannon(server.address + nearbyUrl, { requests: [newCentre] });
      if (misses.non2xx) throw new Error('non-2xx answers in the HTTP bench');
      missRates.push(misses.requests.average);
    }
    const nearbyPerS = median(missRates);
    console.log(`  each round (req/s): ${missRates.map((rate) => rate.toFixed(1)).join(', ')}`);
    figure(
      `nearby over tRPC, a new centre each request (no cache hits, ${smallLabel}${suffix})`,
      nearbyPerS,
      'req/s',
      '>= 800',
    );
    figure(
      'nearby over tRPC, a new centre each request (no cache hits) / from memory',
      nearbyPerS / median(memoryRates),
      'ratio',
      null,
    );

    log('check-ins without photos over HTTP (10 connections, synchronous=FULL)');
    const db = openDatabase(smallPath);
    const tokens = new Tokens(secret);
    // Many accounts over many cats, as real traffic: each account stays far below its write
    // limits (services/write-limits.ts), which stay on.
    const accounts = Math.min(CHECKIN_ACCOUNTS, userIds.length);
    const pool = await Promise.all(
      Array.from(
        { length: accounts },
        (_, k) => userIds[Math.floor((k * userIds.length) / accounts)]!,
      ).map((id) => tokens.sign({ userId: id, version: 0 }, new Date())),
    );
    const catPool = db.$client
      .prepare("SELECT id, lat, lng FROM cats WHERE status = 'Ativo' LIMIT 5000")
      .all() as CatSpot[];
    const before = db.$client.prepare('SELECT count(*) FROM checkins').pluck().get() as number;
    // A second of check-ins first, as for nearby: the write path's first calls compile it. Then
    // the median of the rounds. Each round goes on where the last one stopped (other accounts at
    // other cats); each account stays far below its hourly limit.
    const load = checkinRequest(catPool, pool);
    const url = `${server.address}/trpc/checkins.create`;
    const rounds = [await cannon(url, { duration: 1, requests: [load] })];
    const rates: number[] = [];
    for (let r = 0; r < CANNON_ROUNDS; r++) {
      const result = await cannon(url, { requests: [load] });
      rates.push(result['2xx'] / CANNON_SECONDS);
      rounds.push(result);
    }
    // Stopping the server lets the requests still in flight finish: autocannon stops counting at
    // its deadline, so up to one request per connection and round can be stored without being
    // counted.
    await stop(server.child);
    const stored =
      (db.$client.prepare('SELECT count(*) FROM checkins').pluck().get() as number) - before;
    const answered = rounds.reduce((sum, round) => sum + round['2xx'], 0);
    const other = rounds.reduce((sum, round) => sum + round.non2xx, 0);
    console.log(`  ${answered} answered 2xx, ${other} other, ${stored} check-ins stored`);
    const unanswered = stored - answered;
    const checkinsPerS = median(rates);
    console.log(`  each round (per s): ${rates.map((rate) => rate.toFixed(1)).join(', ')}`);
    figure(
      `check-ins without photos over HTTP (${accounts} accounts, ${catPool.length} cats${suffix})`,
      checkinsPerS,
      'per s',
      '>= 1000',
      other === 0 && unanswered >= 0 && unanswered <= 10 * rounds.length,
    );
    figure('ledger invariant after the check-ins', ledgerInvariant(db) ? 1 : 0, 'true=1', '= 1');
    db.$client.close();
    return { nearbyPerS, checkinsPerS };
  } finally {
    await stop(server.child);
  }
}

/** Seconds of each 10-connection round of the mixed reads, and of the 200-connection rounds. */
const MIXED_SECONDS = quick ? 3 : 10;
const CROWD_SECONDS = quick ? 4 : 20;
const CROWD_CONNECTIONS = 200;
/** The steady rate of issue 34's table: paced by `pacedReads`, and in autocannon's bursts. */
const STEADY_RATE = 300;

/**
 * Issue 34's mixed reads: the server bundle of `npm start` on the demo data, in a fresh folder of
 * its own (database, uploads, backups), so its first start seeds the demo and its first-start
 * backup runs during the first round; then, once that backup is done, 10 connections as fast as
 * it answers, a steady 300 req/s (paced, open loop), 300 req/s in autocannon's bursts, and 200
 * connections again.
 */
async function measureMixed() {
  collectBenchGarbage();
  const dir = tempDir('gateiros-bench-demo-');
  const dbPath = join(dir, 'data', 'gateiros.db');
  const backups = join(dir, 'data', 'backups');
  log('mixed reads on the demo data: the server bundle of npm start, first start (DEMO_DATA=true)');
  const server = await startServerBundle({
    DATABASE_PATH: dbPath,
    UPLOADS_DIR: join(dir, 'uploads'),
    DEMO_DATA: 'true',
  });
  console.log(`  first start (demo data added) to 200 /health: ${(server.ms / 1000).toFixed(1)} s`);
  try {
    const sqlite = new Database(dbPath, { readonly: true, fileMustExist: true });
    const catIds = sqlite.prepare('SELECT id FROM cats ORDER BY id').pluck().all() as string[];
    sqlite.close();
    const round = mixedRounds(server.url, catIds, MIXED_SECONDS);
    const backupDone = () =>
      existsSync(backups) &&
      readdirSync(backups).some(
        (name) => name.startsWith('gateiros-') && !name.endsWith('.partial'),
      );

    const crowd = async (when: string) => {
      log(
        `mixed reads on the ${catIds.length} demo cats: ${CROWD_CONNECTIONS} connections, ${CROWD_SECONDS} s, ${when}`,
      );
      const result = await round({ connections: CROWD_CONNECTIONS, duration: CROWD_SECONDS });
      const name = `mixed reads, ${CROWD_CONNECTIONS} connections ${CROWD_SECONDS} s ${when}`;
      figure(`${name}, req/s`, result.requests.average, 'req/s', null);
      figure(`${name}, p99`, result.latency.p99, 'ms', '<= 500');
      figure(`${name}, max`, result.latency.max, 'ms', null);
      figure(`${name}, timeouts`, result.timeouts, 'count', null);
      // autocannon counts a timeout as an error too.
      figure(`${name}, errors and non-2xx`, result.errors + result.non2xx, 'count', '= 0');
    };

    // Right after the first start: the scheduler's first tick runs the backup now.
    const roundStart = Date.now();
    const before = backupDone();
    let backupAt: number | null = null;
    const watch = setInterval(() => {
      if (backupAt === null && backupDone()) backupAt = Date.now() - roundStart;
    }, 50);
    try {
      await crowd('right after a first start (its backup running)');
    } finally {
      clearInterval(watch);
    }
    console.log(
      before
        ? '  the first-start backup had already finished when the round began'
        : backupAt === null
          ? '  the first-start backup was still running when the round ended'
          : `  the first-start backup finished ${(backupAt / 1000).toFixed(1)} s into the round`,
    );
    for (let waited = 0; !backupDone(); waited += 100) {
      if (waited > 120_000) throw new Error('the first-start backup took over 2 minutes');
      await new Promise<void>((resolve) => setTimeout(resolve, 100));
    }

    log(`mixed reads: 10 connections as fast as it answers (${CANNON_ROUNDS}×${MIXED_SECONDS} s)`);
    const fast: { rate: number; p50: number; p99: number }[] = [];
    for (let r = 0; r < CANNON_ROUNDS; r++) {
      const result = await round({});
      if (result.non2xx || result.errors) throw new Error('errors in the mixed reads');
      fast.push({
        rate: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
      });
    }
    const name = 'mixed reads on the demo data, 10 connections as fast as it answers';
    figure(`${name} (${catIds.length} cats)`, median(fast.map((f) => f.rate)), 'req/s', '>= 1000');
    figure(`${name}, p50`, median(fast.map((f) => f.p50)), 'ms', null);
    figure(`${name}, p99`, median(fast.map((f) => f.p99)), 'ms', null);

    log(`mixed reads: a steady ${STEADY_RATE} req/s, paced, open loop (${MIXED_SECONDS} s)`);
    const paced = await pacedReads(server.url, catIds, MIXED_SECONDS, STEADY_RATE);
    console.log(
      `  ${paced.answered} of ${paced.sent} answered 2xx, ${paced.non2xx} other, ${paced.errors} errors; sent late by up to ${paced.lateP99.toFixed(1)} ms (p99)`,
    );
    const steady = `mixed reads at a steady ${STEADY_RATE} req/s (paced, open loop)`;
    const allAnswered = paced.answered === paced.sent;
    figure(`${steady}, answered 2xx`, paced.answered, `of ${paced.sent}`, `= ${paced.sent}`);
    figure(`${steady}, p50`, paced.p50, 'ms', '<= 5', allAnswered);
    figure(`${steady}, p99`, paced.p99, 'ms', '<= 20', allAnswered);

    const bursts = `mixed reads, ${STEADY_RATE} req/s in autocannon's per-second bursts (10 connections)`;
    log(`mixed reads: ${STEADY_RATE} req/s in autocannon's bursts (${MIXED_SECONDS} s)`);
    const burst = await round({ overallRate: STEADY_RATE });
    if (burst.non2xx || burst.errors) throw new Error('errors in the mixed reads');
    figure(`${bursts}, p50`, burst.latency.p50, 'ms', null);
    figure(`${bursts}, p99`, burst.latency.p99, 'ms', null);

    await crowd('later');
  } finally {
    await stop(server.child);
  }
}

async function bigCity(dataDir: string, jpeg: Buffer) {
  const bigLabel = `${count(BIG.cats)} cats`;
  log(`generating ${bigLabel}, ${count(BIG.users)} users, ${count(BIG.ledgerRows)} ledger rows`);
  const bigPath = join(dataDir, 'big.db');
  const started = Date.now();
  const big = generateDatabase(bigPath, BIG, secret);
  console.log(
    `  done in ${((Date.now() - started) / 1000).toFixed(1)} s (${big.ledgerRows} ledger rows)`,
  );
  {
    const db = openDatabase(bigPath);
    const ctx = contextOn(db);
    const points = centres(2000, 13);
    log(`nearby service call at ${bigLabel}`);
    nearbyP99(ctx, points, bigLabel, '<= 1');
    checkNearbyReference(db, bigLabel);

    log(`map list with filters, limit 100 (${bigLabel})`);
    const health = [
      ['Bom', 'Regular'],
      ['Emergência', 'Precisa de atenção'],
      ['Excelente'],
    ] as const;
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
    figure(`map list with filters p99 (${bigLabel})`, p99OfRuns(list, RUNS, CALLS), 'ms', '<= 5');

    log(
      `ranking page 1 with userRank (${count(BIG.users)} users, ${count(big.ledgerRows)} ledger rows)`,
    );
    const viewers = db.$client
      .prepare("SELECT user_id FROM points_totals WHERE period = 'all' ORDER BY user_id LIMIT 200")
      .pluck()
      .all() as string[];
    const viewerCtx = viewers.map((id) => ({
      ...contextOn(db),
      user: db.select().from(users).where(eq(users.id, id)).get()!,
    }));
    for (const period of ['week', 'all'] as const) {
      const input = rankingInput.parse({ period, page: 1 });
      figure(
        `ranking ${period} page 1 + userRank p99 (${count(BIG.users)} users, ${count(big.ledgerRows)} ledger)`,
        p99OfRuns((i) => ranking(viewerCtx[i % viewerCtx.length]!, input), RUNS, CALLS),
        'ms',
        '<= 5',
      );
    }
    log('ledger invariant on the generated ledger');
    figure(
      `ledger invariant (${count(big.ledgerRows)} ledger rows)`,
      ledgerInvariant(db) ? 1 : 0,
      'true=1',
      '= 1',
    );
    db.$client.close();
  }

  await startup(bigPath, bigLabel, big.userIds, jpeg);
}

/** Resolves once the scheduled backup has finished (recorded in scheduled_tasks). */
async function backupFinished(dbPath: string) {
  const sqlite = new Database(dbPath, { readonly: true, fileMustExist: true });
  const finished = sqlite
    .prepare("SELECT last_finished_at FROM scheduled_tasks WHERE name = 'backup'")
    .pluck();
  try {
    for (const started = Date.now(); !finished.get();) {
      if (Date.now() - started > 300_000) throw new Error('the first-start backup took over 5 min');
      await new Promise<void>((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    sqlite.close();
  }
}

/**
 * The product server (the npm start bundle) on the big database: startup, idle RSS, uploads. Its
 * first start has a backup due (the generated database has none): the RSS peak while that runs is
 * a figure of its own, and the first start is stopped only once it is done, so that the later
 * starts find none due and their idle RSS is the idle server's (a stop cut the backup short, and
 * every start then ran it again, during the idle figure).
 */
async function startup(dbPath: string, label: string, userIds: string[], jpeg: Buffer) {
  collectBenchGarbage();
  log(`startup to 200 /health with ${label} (the server bundle of npm start)`);
  const uploads = tempDir('gateiros-bench-uploads-');
  const times: number[] = [];
  let last: { child: ChildProcess; url: string } | null = null;
  const runs = quick ? 2 : 3;
  for (let r = 0; r < runs; r++) {
    const server = await startServerBundle({
      DATABASE_PATH: dbPath,
      UPLOADS_DIR: uploads,
      DEMO_DATA: 'false',
    });
    times.push(server.ms);
    if (r === 0) {
      // The backup copies and checks in a process of its own: the server's RSS, then the two.
      const sampler = sampleRssPeak(server.child.pid!, 50, { withChildren: true });
      await backupFinished(dbPath);
      const peak = await sampler.stop();
      figure(`server RSS peak during the first start's backup (${label})`, peak.rss, 'MB', null);
      figure(
        `server and backup process RSS peak during the first start's backup (${label})`,
        peak.withChildren,
        'MB',
        null,
      );
    }
    if (r < runs - 1) await stop(server.child);
    else last = server;
  }
  figure(`startup to 200 /health (${label})`, median(times), 'ms', '<= 600');
  const { child, url } = last!;
  try {
    await new Promise<void>((resolve) => setTimeout(resolve, 1500));
    figure(`idle RSS after startup (${label})`, await rssMbOf(child.pid!), 'MB', '<= 120');
    figure(
      `idle RSS after startup, anonymous only (${label})`,
      await rssMbOf(child.pid!, 'RssAnon'),
      'MB',
      null,
    );

    const tokens = new Tokens(secret);
    const db = openDatabase(dbPath);
    const catsNear = db.$client
      .prepare("SELECT id, lat, lng FROM cats WHERE status = 'Ativo' LIMIT 80")
      .all() as { id: string; lat: number; lng: number }[];
    db.$client.close();
    let next = 0;
    for (const uploads of [4, 16]) {
      log(
        `server RSS under ${uploads} concurrent 4000×3000 photo uploads (check-ins with a photo)`,
      );
      const peaks: number[] = [];
      for (let round = 0; round < 2; round++) {
        const sampler = sampleRssPeak(child.pid!);
        const answers = await Promise.all(
          Array.from({ length: uploads }, async () => {
            const i = next++;
            const cat = catsNear[i % catsNear.length]!;
            const form = new FormData();
            form.set(
              'data',
              JSON.stringify({
                catId: cat.id,
                actions: ['Alimentou'],
                healthStatus: 'Bom',
                location: { latitude: cat.lat, longitude: cat.lng },
              }),
            );
            form.append(
              'photos',
              new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
              'cat.jpg',
            );
            const token = await tokens.sign({ userId: userIds[i]!, version: 0 }, new Date());
            const res = await fetch(`${url}/trpc/checkins.create`, {
              method: 'POST',
              body: form,
              headers: { authorization: `Bearer ${token}` },
            });
            await res.arrayBuffer();
            return res.status;
          }),
        );
        const { rss: peak } = await sampler.stop();
        if (answers.some((s) => s !== 200))
          throw new Error(`upload answers: ${answers.join(', ')}`);
        peaks.push(peak);
      }
      figure(`server RSS peak, ${uploads} concurrent photo uploads`, median(peaks), 'MB', '<= 300');
    }
  } finally {
    await stop(child);
  }
}

function report() {
  const rows = figures.map((f) => [
    f.name,
    String(f.value),
    f.unit,
    f.target ?? '',
    f.met === null ? '' : f.met ? 'yes' : 'NO',
  ]);
  const header = ['figure', 'value', 'unit', 'target', 'met'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const row of rows) console.log(line(row));
  // Only a full run replaces the committed figures; a quick run (CI) writes beside them, a run of
  // one section nowhere.
  if (only) return;
  const out = quick ? 'bench/results.quick.json' : 'bench/results.json';
  writeFileSync(join(root, out), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nwrote ${out} (${quick ? 'quick' : 'full'} run)`);
}

try {
  await main();
  report();
} catch (error) {
  report();
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const child of children) await stop(child);
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
