/**
 * Nearby alerts as users grow: the median time of `alertNearby` (a cat became Emergência, its
 * alerts written, then rolled back) with 5k and then 100k users whose alert regions lie in a
 * country-sized area (10° × 10°, about 1,100 km square), for the same cats: the added users spread
 * over the whole area, then added far from the cats in the same latitudes.
 * Usage: npx tsx bench/alerts.ts [--quick]
 */
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
const RADII = [1000, 2000, 3000, 5000, 5000, 5000, 8000, 10_000];

/** Latitudes and longitudes [south, north) × [west, east). */
interface Area {
  lat: [number, number];
  lng: [number, number];
}
/** A country-sized area: 10° × 10° in the south-east of Brazil. */
const COUNTRY: Area = { lat: [-25, -15], lng: [-50, -40] };
const WEST: Area = { lat: [-25, -15], lng: [-50, -47] };
/** The same latitudes, at least 300 km east of WEST. */
const EAST: Area = { lat: [-25, -15], lng: [-44, -40] };

const random = rng(34);
const pointIn = (area: Area) => ({
  lat: area.lat[0] + (area.lat[1] - area.lat[0]) * random(),
  lng: area.lng[0] + (area.lng[1] - area.lng[0]) * random(),
});
const uploads = mkdtempSync(join(tmpdir(), 'gateiros-bench-alerts-'));
// A fixed secret: the same public points, so the same alerts, in every run.
const tokens = new Tokens(new Uint8Array(32).fill(34));

/**
 * A fresh database with SMALL users in `first` and the cats in `cats`: the median alertNearby;
 * then users added up to BIG in `added`: the median again, on the same cats.
 */
function scenario(label: string, areas: { first: Area; cats: Area; added: Area }): void {
  const db = openDatabase(':memory:');
  const sqlite = db.$client;
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
    `INSERT INTO alert_regions (user_id, lat, lng, updated_at)
     VALUES (?, round(?, 2), round(?, 2), 0)`,
  );
  const addUsers = (from: number, to: number, area: Area) =>
    sqlite.transaction(() => {
      for (let u = from; u < to; u++) {
        const id = `user-${u}`;
        const radius = RADII[Math.floor(random() * RADII.length)]!;
        insertUser.run(id, `Voluntária ${u}`, `bench-${u}@gateiros.test`, radius);
        const { lat, lng } = pointIn(area);
        insertRegion.run(id, lat, lng);
      }
    })();

  addUsers(0, SMALL, areas.first);
  const insertCat = sqlite.prepare(
    `INSERT INTO cats (id, name, health, color, estimated_age, gender, lat, lng, public_lat,
       public_lng, cell, public_cell, address, status, discovered_by_id, created_at, updated_at)
     VALUES (?, ?, 'Bom', '', 'Adulto', 'Macho', ?, ?, ?, ?, ?, ?, '', 'Ativo', 'user-0', 0, 0)`,
  );
  const cats = Array.from({ length: CATS }, (_, i) => {
    const { lat, lng } = pointIn(areas.cats);
    const pos = positionColumns(tokens.secret, lat, lng);
    const id = `cat-${i}`;
    const name = `Gato ${i}`;
    insertCat.run(id, name, lat, lng, pos.publicLat, pos.publicLng, pos.cell, pos.publicCell);
    return { id, name, publicLat: pos.publicLat, publicLng: pos.publicLng };
  });
  const countAlerts = sqlite.prepare('SELECT count(*) FROM notifications').pluck();

  /**
   * Per cat, in a transaction rolled back: alertNearby, which writes the alerts, then again, which
   * finds the same people already told (the regions read and the 6-hour repeat check, no writes).
   * The medians over every cat, median of the rounds; and alerts per cat.
   */
  const measure = () => {
    const first: number[] = [];
    const again: number[] = [];
    let alerts = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      const times: [number[], number[]] = [[], []];
      alerts = 0;
      for (const cat of cats) {
        sqlite.exec('BEGIN');
        const start = performance.now();
        alertNearby(db, deps, cat, 'Emergência', 'user-0');
        const written = performance.now();
        alertNearby(db, deps, cat, 'Emergência', 'user-0');
        times[0].push(written - start);
        times[1].push(performance.now() - written);
        alerts += countAlerts.get() as number;
        sqlite.exec('ROLLBACK');
      }
      // Round 0 warms up.
      if (round === 0) continue;
      first.push(median(times[0]));
      again.push(median(times[1]));
    }
    return { first: median(first), again: median(again), alerts: alerts / cats.length };
  };

  const small = measure();
  addUsers(SMALL, BIG, areas.added);
  const big = measure();
  console.log(label);
  for (const [users, r] of [
    [SMALL, small],
    [BIG, big],
  ] as const) {
    console.log(
      `  ${String(users).padStart(7)} users: ${r.first.toFixed(3)} ms (${r.alerts.toFixed(1)} ` +
        `alerts written), again ${r.again.toFixed(3)} ms (nobody new to tell)`,
    );
  }
  const ratio = (key: 'first' | 'again') => (big[key] / small[key]).toFixed(2);
  console.log(
    `  ratio ${BIG / 1000}k / ${SMALL / 1000}k: ${ratio('first')}, again ${ratio('again')}`,
  );
  sqlite.close();
}

scenario('alertNearby, users spread over the whole area (those near each cat grow too):', {
  first: COUNTRY,
  cats: COUNTRY,
  added: COUNTRY,
});
scenario('alertNearby, the users added live far away in the same latitudes:', {
  first: WEST,
  cats: WEST,
  added: EAST,
});
rmSync(uploads, { recursive: true, force: true });
