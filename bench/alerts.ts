/**
 * Nearby alerts as users grow: the median time of `alertNearby` (a cat became Emergência, its
 * alerts written, then rolled back) with 5k and then 100k users whose alert regions are spread
 * over the same country-sized area (10° × 10°, about 1,100 km square), for the same cats.
 * Usage: npx tsx bench/alerts.ts [--quick]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeps } from '../src/server/context.js';
import { openDatabase } from '../src/server/db/client.js';
import { ManualClock } from '../src/server/lib/clock.js';
import { alertNearby } from '../src/server/notifications/events.js';
import { positionColumns } from '../src/server/services/privacy.js';
import { Tokens } from '../src/server/services/tokens.js';
import { testSettings } from '../src/server/settings.js';
import { median, rng } from './stats.js';

const quick = process.argv.includes('--quick');
const SMALL = 5_000;
const BIG = quick ? 20_000 : 100_000;
const CATS = 200;
const ROUNDS = quick ? 3 : 7;
const AREA = { south: -25, west: -50, size: 10 };
const RADII = [1000, 2000, 3000, 5000, 5000, 5000, 8000, 10_000];

const random = rng(34);
const inArea = () => ({
  lat: AREA.south + AREA.size * random(),
  lng: AREA.west + AREA.size * random(),
});

const uploads = mkdtempSync(join(tmpdir(), 'gateiros-bench-alerts-'));
const db = openDatabase(':memory:');
const sqlite = db.$client;
const tokens = new Tokens(randomBytes(32));
const deps = createDeps({
  db,
  settings: testSettings({ DATABASE_PATH: ':memory:', UPLOADS_DIR: uploads }),
  clock: new ManualClock(),
  tokens,
});

const insertUser = sqlite.prepare(
  `INSERT INTO users (id, name, email, notification_radius, created_at, updated_at)
   VALUES (?, ?, ?, ?, 0, 0)`,
);
// As setRegion stores it: rounded to 0.01°.
const insertRegion = sqlite.prepare(
  'INSERT INTO alert_regions (user_id, lat, lng, updated_at) VALUES (?, round(?, 2), round(?, 2), 0)',
);

/** Users numbered [from, to), each with an alert region somewhere in the area. */
function addUsers(from: number, to: number): void {
  sqlite.transaction(() => {
    for (let u = from; u < to; u++) {
      const id = `user-${u}`;
      const radius = RADII[Math.floor(random() * RADII.length)]!;
      insertUser.run(id, `Voluntária ${u}`, `bench-${u}@gateiros.test`, radius);
      const { lat, lng } = inArea();
      insertRegion.run(id, lat, lng);
    }
  })();
}

addUsers(0, SMALL);
const insertCat = sqlite.prepare(
  `INSERT INTO cats (id, name, health, color, estimated_age, gender, lat, lng, public_lat,
     public_lng, cell, public_cell, address, status, discovered_by_id, created_at, updated_at)
   VALUES (?, ?, 'Bom', '', 'Adulto', 'Macho', ?, ?, ?, ?, ?, ?, '', 'Ativo', 'user-0', 0, 0)`,
);
const cats = Array.from({ length: CATS }, (_, i) => {
  const { lat, lng } = inArea();
  const pos = positionColumns(tokens.secret, lat, lng);
  const id = `cat-${i}`;
  const name = `Gato ${i}`;
  insertCat.run(id, name, lat, lng, pos.publicLat, pos.publicLng, pos.cell, pos.publicCell);
  return { id, name, publicLat: pos.publicLat, publicLng: pos.publicLng };
});

/** Median ms of one alertNearby over every cat, median of the rounds; and alerts per cat. */
function measure(): { ms: number; alerts: number } {
  const rounds: number[] = [];
  let alerts = 0;
  for (let round = 0; round <= ROUNDS; round++) {
    const times: number[] = [];
    alerts = 0;
    for (const cat of cats) {
      sqlite.exec('BEGIN');
      const start = performance.now();
      alertNearby(db, deps, cat, 'Emergência', 'user-0');
      times.push(performance.now() - start);
      alerts += (sqlite.prepare('SELECT count(*) AS n FROM notifications').get() as { n: number })
        .n;
      sqlite.exec('ROLLBACK');
    }
    // Round 0 warms up.
    if (round > 0) rounds.push(median(times));
  }
  return { ms: median(rounds), alerts: alerts / cats.length };
}

const small = measure();
addUsers(SMALL, BIG);
const big = measure();
const row = (users: number, r: { ms: number; alerts: number }) =>
  `${String(users).padStart(7)} users: alertNearby median ${r.ms.toFixed(3)} ms, ${r.alerts.toFixed(1)} alerts per cat`;
console.log(row(SMALL, small));
console.log(row(BIG, big));
console.log(`ratio ${BIG / 1000}k / ${SMALL / 1000}k: ${(big.ms / small.ms).toFixed(2)}`);
sqlite.close();
rmSync(uploads, { recursive: true, force: true });
