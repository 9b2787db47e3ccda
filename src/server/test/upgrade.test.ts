import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URGENT_HEALTH } from '../../shared/constants.js';
import { ACTION_POINTS, BONUS } from '../../shared/points.js';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { dataSteps } from '../db/jobs-schema.js';
import { positionColumns } from '../services/privacy.js';
import { PUBLIC_CELLS_STEP, recomputePublicPositions } from '../services/public-cells-step.js';
import { DEMO_LOGIN } from '../demo/credentials.js';
import { ManualClock } from '../lib/clock.js';
import { testSettings } from '../settings.js';
import { catData, catForm, checkinForm, jpeg, metersFrom } from './fixtures.js';
import type { JsonBody } from './harness.js';
import { expectRulesHold, snapshot, type Snapshot } from './upgrade-checks.js';
import { FIXTURE_NOW, FIXTURE_USER } from './upgrade-fixture-user.js';

/**
 * A database written by the previous release (scripts/upgrade-fixture.ts remakes it), opened by
 * this code: the migrations since then run on it, nothing is lost and every rule still holds.
 */
const fixture = join(import.meta.dirname, 'upgrade-fixture');
const DAY = 24 * 60 * 60 * 1000;

/** The fixture copied to a folder of its own, opened and migrated by this code, its app listening. */
async function upgradedCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'gateiros-upgrade-'));
  cpSync(fixture, dir, { recursive: true });
  const path = join(dir, 'gateiros.db');
  const db = openDatabase(path);
  const settings = testSettings({ DATABASE_PATH: path, UPLOADS_DIR: join(dir, 'uploads') });
  const clock = new ManualClock(new Date(new Date(FIXTURE_NOW).getTime() + DAY));
  const app = await buildApp({ settings, db, clock, clientDir: null });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { dir, db, app, address, close };
}
type Upgraded = Awaited<ReturnType<typeof upgradedCopy>>;

let before: Snapshot;
// The copy the read-only tests share; a test that writes makes a copy of its own, so the tests
// pass in any order.
let up: Upgraded;

beforeAll(async () => {
  const old = new Database(join(fixture, 'gateiros.db'), { readonly: true });
  before = snapshot(old);
  old.close();
  up = await upgradedCopy();
});

afterAll(async () => {
  await up?.close();
});

async function trpc(on: Upgraded, path: string, input: unknown, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    input instanceof FormData
      ? await fetch(`${on.address}/trpc/${path}`, { method: 'POST', body: input, headers })
      : await fetch(`${on.address}/trpc/${path}`, {
          method: 'POST',
          body: JSON.stringify(input),
          headers: { ...headers, 'content-type': 'application/json' },
        });
  const body = (await res.json()) as JsonBody;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.result.data as JsonBody;
}

async function query(on: Upgraded, path: string, input: unknown, token: string) {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await on.app.inject({
    url: `/trpc/${path}${search}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JsonBody>().result.data as JsonBody;
}

describe('upgrade from the previous release', () => {
  it('is a fixture with demo data, a later sign-up, check-ins, photos and favourites', () => {
    expect(before.users.length).toBeGreaterThan(5);
    expect(before.cats.length).toBeGreaterThan(30);
    expect(before.checkins.length).toBeGreaterThan(100);
    expect(before.photos.length).toBeGreaterThan(40);
    expect(before.favorites.length).toBeGreaterThan(2);
    expect(before.achievements.length).toBeGreaterThan(0);
    expect(before.ledger.length).toBeGreaterThan(before.checkins.length);
    expect(before.users.map((u) => u.email)).toContain(FIXTURE_USER.email);
  });

  it('keeps every row, and every photo on disk and at its URL', async () => {
    const after = snapshot(up.db.$client);
    for (const key of Object.keys(before) as (keyof Snapshot)[]) {
      expect(after[key], key).toEqual(before[key]);
    }
    for (const photo of before.photos) {
      for (const name of [photo.file, photo.thumb]) {
        expect(existsSync(join(up.dir, 'uploads', name)), name).toBe(true);
        const res = await up.app.inject({ url: `/uploads/${name}` });
        expect(res.statusCode, name).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
      }
    }
  });

  it('recomputes every public point once: its privacy cell’s point, from the exact position', () => {
    type Row = { id: string; lat: number; lng: number; public_lat: number; public_lng: number };
    const old = new Database(join(fixture, 'gateiros.db'), { readonly: true });
    const previous = new Map(
      (old.prepare('select id, public_lat, public_lng from cats').all() as Row[]).map((row) => [
        row.id,
        row,
      ]),
    );
    old.close();
    const rows = up.db.$client
      .prepare('select id, lat, lng, public_lat, public_lng, public_cell from cats')
      .all() as (Row & { public_cell: number })[];
    expect(rows.length).toBeGreaterThan(30);
    let moved = 0;
    for (const row of rows) {
      const p = positionColumns(up.app.deps.tokens.secret, row.lat, row.lng);
      expect([row.public_lat, row.public_lng, row.public_cell]).toEqual([
        p.publicLat,
        p.publicLng,
        p.publicCell,
      ]);
      expect([row.public_lat, row.public_lng]).not.toEqual([row.lat, row.lng]);
      const before = previous.get(row.id)!;
      if (before.public_lat !== row.public_lat) moved++;
    }
    expect(moved).toBe(rows.length);
    // Recorded: a second start leaves the points alone.
    expect(
      up.db
        .select()
        .from(dataSteps)
        .all()
        .map((step) => step.name),
    ).toEqual([PUBLIC_CELLS_STEP]);
    expect(recomputePublicPositions(up.db, up.app.deps.tokens.secret)).toBe(false);
  });

  it('still holds every rule on the data it found', () => {
    expectRulesHold(up.db.$client);
    // Counters are kept by code only (docs/architecture.md): the old cat_counts triggers are gone.
    expect(
      up.db.$client.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all(),
    ).toEqual([]);
  });

  it('signs in the demo account, with its history, favourites and achievements', async () => {
    const { token, user } = await trpc(up, 'auth.login', DEMO_LOGIN);
    expect(user.email).toBe(DEMO_LOGIN.email);
    const own = before.checkins.filter((c) => c.userId === user._id);
    const mine = await query(up, 'checkins.mine', { limit: 100 }, token);
    expect(mine.total).toBe(own.length);
    for (const checkIn of mine.checkIns as JsonBody[]) {
      const stored = own.find((c) => c.id === checkIn._id)!;
      expect(checkIn.pointsEarned).toBe(stored.pointsEarned);
      for (const line of checkIn.bonusDetails as JsonBody[]) {
        expect(line.message).toEqual(expect.any(String));
        expect(line.message.length).toBeGreaterThan(0);
      }
    }
    const favorites = before.favorites.filter((f) => f.userId === user._id);
    expect(favorites.length).toBeGreaterThan(0);
    expect([...user.favorites].sort()).toEqual(favorites.map((f) => f.catId).sort());
    const achievements = before.achievements.filter((a) => a.userId === user._id);
    expect(achievements.length).toBeGreaterThan(0);
    expect((user.achievements as JsonBody[]).map((a) => a.id as string).sort()).toEqual(
      achievements.map((a) => a.achievementId).sort(),
    );
  });

  it('awards a new check-in and a new cat by the usual rules', async () => {
    const own = await upgradedCopy();
    try {
      await awardsAsUsual(own);
    } finally {
      await own.close();
    }
  });
});

/** A new check-in and a new cat on the upgraded data, scored by the usual rules. */
async function awardsAsUsual(own: Upgraded) {
  const { token, user } = await trpc(own, 'auth.login', {
    email: FIXTURE_USER.email,
    password: FIXTURE_USER.password,
  });
  const visited = new Set(before.checkins.filter((c) => c.userId === user._id).map((c) => c.catId));
  const cat = own.db.$client
    .prepare('SELECT id, lat, lng, health FROM cats ORDER BY id')
    .all()
    .map((row) => row as { id: string; lat: number; lng: number; health: string })
    .find((c) => !visited.has(c.id) && !URGENT_HEALTH.some((h) => h === c.health))!;
  const pointsBefore = before.users.find((u) => u.id === user._id)!.points;

  const data = { catId: cat.id, actions: ['Alimentou'], healthStatus: 'Bom' };
  const checkin = await trpc(
    own,
    'checkins.create',
    checkinForm({ ...data, location: metersFrom(cat, 10) }, [await jpeg(1)]),
    token,
  );
  // A new sponsor with a photo, on the day after the last one (a streak of 2 has no bonus).
  const earned = ACTION_POINTS.Alimentou + BONUS.newSponsor + BONUS.photoProof;
  expect(checkin.pointsEarned).toBe(earned);
  expect(checkin.user.points).toBe(pointsBefore + earned);

  const registered = await trpc(
    own,
    'cats.create',
    catForm(
      catData({ name: 'Depois', location: { ...metersFrom(cat, 300), address: '' } }),
      await jpeg(2),
      [await jpeg(3)],
    ),
    token,
  );
  expect(registered.pointsEarned).toBe(BONUS.catRegistered);
  for (const url of [
    registered.photoUrl,
    registered.thumbnailUrl,
    ...registered.additionalPhotos,
  ]) {
    expect((await own.app.inject({ url: url as string })).statusCode).toBe(200);
  }

  const me = await query(own, 'auth.me', undefined, token);
  expect(me.points).toBe(pointsBefore + earned + BONUS.catRegistered);
  expect(me.catsRegistered).toBe(2);
  expectRulesHold(own.db.$client);
}
