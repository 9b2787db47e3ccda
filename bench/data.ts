import { closeSync, fsyncSync, openSync } from 'node:fs';
import { CAT_STATUS, ESTIMATED_AGE, GENDER, HEALTH } from '../src/shared/constants.js';
import { levelFor } from '../src/shared/points.js';
import { addDays, periodKeys } from '../src/shared/time.js';
import { openDatabase } from '../src/server/db/client.js';
import { positionColumns } from '../src/server/services/privacy.js';
import { PUBLIC_CELLS_STEP } from '../src/server/services/public-cells-step.js';
import { rng } from './stats.js';

/** São Paulo: the synthetic metropolitan area is a 35 km disc around it. */
export const METRO = { latitude: -23.5505, longitude: -46.6333, radiusM: 35_000 };
/** The benchmark's "now" (a Wednesday): ledger days run up to it. */
export const BENCH_NOW = new Date('2026-11-18T15:00:00Z');
/**
 * The bench's secret (JWT_SECRET): the generated public positions are computed with it, so the
 * servers that answer on that data are started with the same one.
 */
export const BENCH_SECRET = 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz';
const BENCH_TODAY = '2026-11-18';

export interface DataSize {
  cats: number;
  users: number;
  ledgerRows: number;
}

/** The bench's small city (bench/run.ts, and the A/Bs that load it): full, or `--quick`. */
export const smallCity = (quick: boolean): DataSize =>
  quick
    ? { cats: 10_000, users: 1_000, ledgerRows: 10_000 }
    : { cats: 100_000, users: 5_000, ledgerRows: 50_000 };

export interface GeneratedData {
  userIds: string[];
  ledgerRows: number;
}

const M_PER_DEG = 111_320;

/** A point `north`/`east` metres from the centre of the metropolitan area (flat-earth, fine here). */
export function metroPoint(north: number, east: number) {
  const latitude = METRO.latitude + north / M_PER_DEG;
  const longitude =
    METRO.longitude + east / (M_PER_DEG * Math.cos((METRO.latitude * Math.PI) / 180));
  return { latitude, longitude };
}

/** A uniform random point of the disc. */
export function randomMetroPoint(random: () => number, radiusM = METRO.radiusM) {
  const r = radiusM * Math.sqrt(random());
  const a = 2 * Math.PI * random();
  return metroPoint(r * Math.cos(a), r * Math.sin(a));
}

/** A 24-hex-digit id, the app's id shape. */
const hexId = (random: () => number) =>
  [0, 1, 2].map(() => (Math.floor(random() * 2 ** 32) + 2 ** 32).toString(16).slice(1)).join('');

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

/** Standard normal (Box–Muller). */
const gaussian = (random: () => number) =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

const BATCH = 50_000;
const LEDGER_POINTS = [10, 10, 15, 25, 5, 30, 50] as const;
const DAYS_BACK = 180;

type Sqlite = ReturnType<typeof openDatabase>['$client'];

/**
 * Inserts `count` users (numbered from `first`) with about `ledgerRows` ledger rows in all, their
 * points_totals and users.points/level, and rebuilds points_histogram from points_totals.
 */
function insertUsers(
  sqlite: Sqlite,
  random: () => number,
  users: number,
  ledgerTarget: number,
  first: number,
): GeneratedData {
  const insertUser = sqlite.prepare(
    `INSERT INTO users (id, name, email, points, level, total_cats_helped, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLedger = sqlite.prepare(
    `INSERT INTO points_ledger (user_id, points, reason, detail, day, created_at)
     VALUES (?, ?, 'checkin', '', ?, ?)`,
  );
  const insertTotal = sqlite.prepare(
    'INSERT INTO points_totals (period, user_id, points) VALUES (?, ?, ?)',
  );
  const days = Array.from({ length: DAYS_BACK }, (_, i) => addDays(BENCH_TODAY, -i));
  const periodsOfDay = new Map(days.map((d) => [d, Object.values(periodKeys(d))]));
  const created = BENCH_NOW.getTime() - 400 * 86_400_000;

  const userIds: string[] = [];
  const meanRows = ledgerTarget / users;
  let ledgerRows = 0;
  let pending = 0;
  const begin = () => sqlite.exec('BEGIN');
  const commit = () => sqlite.exec('COMMIT');
  begin();
  for (let u = first; u < first + users; u++) {
    const id = hexId(random);
    userIds.push(id);
    // Exponentially distributed activity: a few very active users, many occasional ones.
    const count = Math.min(20 * meanRows, Math.round(-Math.log(1 - random()) * meanRows));
    const rows: [number, string][] = [];
    const totals = new Map<string, number>();
    let points = 0;
    for (let i = 0; i < count; i++) {
      const p = pick(random, LEDGER_POINTS);
      const day = pick(random, days);
      rows.push([p, day]);
      points += p;
      for (const period of periodsOfDay.get(day)!)
        totals.set(period, (totals.get(period) ?? 0) + p);
    }
    insertUser.run(
      id,
      `Voluntária ${u}`,
      `bench-${u}@gateiros.test`,
      points,
      levelFor(points),
      Math.min(count, 40),
      created,
      created,
    );
    for (const [p, day] of rows) insertLedger.run(id, p, day, Date.parse(`${day}T15:00:00Z`));
    for (const [period, total] of totals) insertTotal.run(period, id, total);
    ledgerRows += count;
    pending += 1 + count + totals.size;
    if (pending >= BATCH) {
      commit();
      begin();
      pending = 0;
    }
  }
  // The ranking histogram, as the migration's backfill and awardPoints keep it.
  sqlite.exec('DELETE FROM points_histogram');
  sqlite.exec(`INSERT INTO points_histogram (period, points, users)
    SELECT period, points, count(*) FROM points_totals GROUP BY period, points`);
  commit();

  return { userIds, ledgerRows };
}

/**
 * Adds `count` users (with about `ledgerRows` ledger rows) to a generated database, leaving its
 * cats as they are: the same city with more people in it.
 */
export function addUsers(path: string, count: number, ledgerRows: number, first: number): string[] {
  const db = openDatabase(path);
  const sqlite = db.$client;
  sqlite.pragma('synchronous = OFF');
  const added = insertUsers(sqlite, rng(7_000_000 + first), count, ledgerRows, first);
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  onDisk(path);
  return added.userIds;
}

/**
 * Waits until the file written (without syncs, for speed) is on disk, so that the kernel's
 * write-back of its hundreds of MB does not fall in the next figure (suspected, not measured).
 */
export function onDisk(path: string) {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Creates (migrating with drizzle/) a database file and fills it with the real schema: users with
 * ledger rows over the last 180 days and the matching points_totals, points_histogram and
 * users.points/level, then cats spread over the metropolitan area in neighbourhood clusters, their
 * public positions and grid cells computed by positionColumns. Bulk inserts: prepared statements
 * in transactions.
 */
export function generateDatabase(path: string, size: DataSize, secret: Uint8Array): GeneratedData {
  const db = openDatabase(path);
  const sqlite = db.$client;
  sqlite.pragma('synchronous = OFF');
  const random = rng(20261118 + size.cats);
  const { userIds, ledgerRows } = insertUsers(sqlite, random, size.users, size.ledgerRows, 0);
  const created = BENCH_NOW.getTime() - 400 * 86_400_000;
  const begin = () => sqlite.exec('BEGIN');
  const commit = () => sqlite.exec('COMMIT');

  const insertCat = sqlite.prepare(
    `INSERT INTO cats (id, name, health, color, estimated_age, gender, is_sterilized, is_vaccinated,
       lat, lng, public_lat, public_lng, cell, public_cell, address, status, total_check_ins,
       discovered_by_id, created_at, updated_at)
     VALUES (?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
  );
  const neighbourhoods = Array.from({ length: 150 }, () => randomMetroPoint(random, 30_000));
  begin();
  for (let c = 0; c < size.cats; c++) {
    const id = hexId(random);
    let point;
    if (random() < 0.75) {
      const hood = pick(random, neighbourhoods);
      const sigma = 300 + 1200 * random();
      point = {
        latitude: hood.latitude + (gaussian(random) * sigma) / M_PER_DEG,
        longitude: hood.longitude + (gaussian(random) * sigma) / (M_PER_DEG * 0.917),
      };
    } else {
      point = randomMetroPoint(random);
    }
    const pos = positionColumns(secret, point.latitude, point.longitude);
    const r = random();
    const status = r < 0.9 ? CAT_STATUS[0] : r < 0.96 ? CAT_STATUS[1] : CAT_STATUS[2];
    const at = created + Math.floor(random() * 390 * 86_400_000);
    insertCat.run(
      id,
      `Gato ${c}`,
      pick(random, HEALTH),
      pick(random, ESTIMATED_AGE),
      pick(random, GENDER),
      random() < 0.4 ? 1 : 0,
      random() < 0.3 ? 1 : 0,
      pos.lat,
      pos.lng,
      pos.publicLat,
      pos.publicLng,
      pos.cell,
      pos.publicCell,
      `Rua ${c % 997}, São Paulo`,
      status,
      pick(random, userIds),
      at,
      at,
    );
    if ((c + 1) % BATCH === 0) {
      commit();
      begin();
    }
  }
  // The app moves cat_counts in each write to cats (services/cat-counts.ts); bulk rows: recount.
  sqlite.exec(`DELETE FROM cat_counts;
    INSERT INTO cat_counts SELECT status, health, gender, estimated_age, count(*) FROM cats
      GROUP BY status, health, gender, estimated_age;`);
  // The public positions above are the app's own (positionColumns): the step that recomputes them
  // after an upgrade (services/public-cells-step.ts) is done, as on a database the app made.
  // Without this row every bench's first start ran it over all the cats before listening.
  sqlite
    .prepare('INSERT INTO data_steps (name, done_at) VALUES (?, ?)')
    .run(PUBLIC_CELLS_STEP, BENCH_NOW.getTime());
  commit();
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  onDisk(path);
  return { userIds, ledgerRows };
}
