import { expect, it } from 'vitest';
import { distanceMeters, offsetPoint } from '../../shared/geo.js';
import { olderDatabases } from '../test/migrations.js';

const databases = olderDatabases();

/** A database as the release before this migration left it: migrations 0000–0004 applied. */
const beforeMigration = () => databases.before({ tag: '_checkin_public_distance' }).sqlite;

it('measures the stored distance of every check-in but the registrar’s and admins’ to the public point', () => {
  const sqlite = beforeMigration();
  const exact = { lat: -23.5505, lng: -46.6333 };
  const shifted = offsetPoint(exact.lat, exact.lng, 120, -140);
  const user = sqlite.prepare('insert into users (id, name, is_admin) values (?, ?, ?)');
  user.run('registrar', 'Ana', 0);
  user.run('admin', 'Bia', 1);
  user.run('helper', 'Caio', 0);
  sqlite
    .prepare(
      `insert into cats (id, name, lat, lng, public_lat, public_lng, cell, public_cell,
        discovered_by_id) values ('cat', 'Mimi', ?, ?, ?, ?, 1, 2, 'registrar')`,
    )
    .run(exact.lat, exact.lng, shifted.latitude, shifted.longitude);
  const checkin = sqlite.prepare(
    `insert into checkins (id, user_id, cat_id, cat_name, actions, health_status, previous_health,
      lat, lng, distance, day) values (?, ?, ?, 'Mimi', '[]', 'Bom', 'Bom', ?, ?, ?, '2026-11-18')`,
  );
  const spots = [
    ['by-registrar', 'registrar', 'cat', 300, 40],
    ['by-admin', 'admin', 'cat', -700, 900],
    ['by-helper', 'helper', 'cat', 650, -820],
    ['far-helper', 'helper', 'cat', 3000, 10],
    ['deleted-cat', 'helper', null, 20, 20],
  ] as const;
  const before = new Map<string, number>();
  for (const [id, userId, catId, north, east] of spots) {
    const at = offsetPoint(exact.lat, exact.lng, north, east);
    const distance = distanceMeters(at.latitude, at.longitude, exact.lat, exact.lng);
    before.set(id, distance);
    checkin.run(id, userId, catId, at.latitude, at.longitude, distance);
  }

  databases.upgrade(sqlite);
  const rows = sqlite.prepare('select id, lat, lng, distance from checkins').all() as {
    id: string;
    lat: number;
    lng: number;
    distance: number;
  }[];
  const after = new Map(rows.map((r) => [r.id, r]));
  for (const id of ['by-registrar', 'by-admin', 'deleted-cat']) {
    expect(after.get(id)!.distance).toBe(before.get(id));
  }
  for (const id of ['by-helper', 'far-helper']) {
    const row = after.get(id)!;
    const toPublic = distanceMeters(row.lat, row.lng, shifted.latitude, shifted.longitude);
    expect(Math.abs(row.distance - toPublic)).toBeLessThan(1e-6);
    expect(Math.abs(row.distance - before.get(id)!)).toBeGreaterThan(1);
  }
  sqlite.close();
});
