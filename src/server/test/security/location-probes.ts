import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { distanceMeters, offsetPoint } from '../../../shared/geo.js';
import { cats, type Cat } from '../../db/schema.js';
import { checkinFields, form, pointJson, type RestApp } from '../rest-client.js';

/** What an attacker who is no carer of a cat tries to find: its exact spot. */
export interface Target {
  row: Cat;
  exact: Point;
  public: Point;
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** A cat registered over REST by its own registrar at `at`, as stored. */
export async function registerTarget(r: RestApp, at: Point, name = 'Mingau'): Promise<Target> {
  const { token } = await r.signIn({ name: 'Registrar' });
  const location = JSON.stringify({
    type: 'Point',
    coordinates: [at.longitude, at.latitude],
    address: '',
  });
  const body = await r.registerCat(token, { name, location });
  const row = r.db
    .select()
    .from(cats)
    .where(eq(cats.id, body._id as string))
    .get()!;
  return {
    row,
    exact: { latitude: row.lat, longitude: row.lng },
    public: { latitude: row.publicLat, longitude: row.publicLng },
  };
}

/** The point `meters` from `from` towards `bearing` (radians from north). */
export const toward = (from: Point, meters: number, bearing: number): Point =>
  offsetPoint(
    from.latitude,
    from.longitude,
    meters * Math.cos(bearing),
    meters * Math.sin(bearing),
  );

export const metersBetween = (a: Point, b: Point) =>
  distanceMeters(a.latitude, a.longitude, b.latitude, b.longitude);

/** A fresh account (no history: no cooldown, no cap, no streak) and its token. */
export async function freshAttacker(r: RestApp) {
  return (await r.signIn({ name: 'Curioso' })).token;
}

/** The parts of a check-in answer that could carry information: points and bonus line types. */
export interface CheckinAnswer {
  points: number;
  lines: string[];
}

/** POST /api/checkins from `at`, the way the original client sends it. */
export async function checkInFrom(
  r: RestApp,
  token: string,
  catId: string,
  at: Point,
): Promise<CheckinAnswer> {
  const fields = checkinFields(catId, { location: pointJson(at.latitude, at.longitude) });
  const res = await r.post('/api/checkins', { token, form: form(fields) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const lines = (res.body.bonusDetails as { type: string }[]).map((d) => d.type);
  return { points: res.body.pointsEarned as number, lines };
}

/**
 * The best estimate of a point from three circles (centres and radii in metres): the linearised
 * least-squares solution, in a local east/north plane around the first centre.
 */
export function trilaterate(circles: readonly { at: Point; radius: number }[]): Point {
  const origin = circles[0]!.at;
  const metresPerDegLat = 111_195;
  const metresPerDegLng = metresPerDegLat * Math.cos((origin.latitude * Math.PI) / 180);
  const plane = circles.map(({ at, radius }) => ({
    x: (at.longitude - origin.longitude) * metresPerDegLng,
    y: (at.latitude - origin.latitude) * metresPerDegLat,
    r: radius,
  }));
  const [c0, c1, c2] = plane as [(typeof plane)[0], (typeof plane)[0], (typeof plane)[0]];
  const row = (c: typeof c0) => ({
    a: 2 * (c.x - c0.x),
    b: 2 * (c.y - c0.y),
    k: c0.r ** 2 - c.r ** 2 + c.x ** 2 - c0.x ** 2 + c.y ** 2 - c0.y ** 2,
  });
  const [e1, e2] = [row(c1), row(c2)];
  const det = e1.a * e2.b - e1.b * e2.a;
  const x = (e1.k * e2.b - e1.b * e2.k) / det;
  const y = (e1.a * e2.k - e1.k * e2.a) / det;
  return {
    latitude: origin.latitude + y / metresPerDegLat,
    longitude: origin.longitude + x / metresPerDegLng,
  };
}
