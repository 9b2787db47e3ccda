import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatStatus, EstimatedAge, Gender, Health } from '../../shared/constants.js';
import { cellOf, offsetPoint } from '../../shared/geo.js';
import type { geoPointOutput } from '../../shared/schemas/common-output.js';
import type { Context } from '../context.js';
import { perDatabase, type Db } from '../db/client.js';
import { cats } from '../db/schema.js';

/**
 * Location privacy: everybody but a cat's caretakers sees it shifted by a fixed 100–250 m,
 * derived from a server secret and the cat id, so asking again reveals nothing new.
 */
const FUZZ_MIN_METERS = 100;
const FUZZ_MAX_METERS = 250;

const fuzzKeys = new WeakMap<Uint8Array, Buffer>();

/** A sub-key of the server secret used for nothing else. */
function fuzzKey(secret: Uint8Array): Buffer {
  let key = fuzzKeys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('location-fuzz').digest();
    fuzzKeys.set(secret, key);
  }
  return key;
}

/** The cat's fixed shift: a distance in [100, 250) m in a direction, as metres north and east. */
export function publicOffset(
  secret: Uint8Array,
  catId: string,
): { north: number; east: number; distance: number } {
  const hash = createHmac('sha256', fuzzKey(secret)).update(catId).digest();
  const distance =
    FUZZ_MIN_METERS + (FUZZ_MAX_METERS - FUZZ_MIN_METERS) * (hash.readUInt32BE(0) / 2 ** 32);
  const bearing = 2 * Math.PI * (hash.readUInt32BE(4) / 2 ** 32);
  return { north: distance * Math.cos(bearing), east: distance * Math.sin(bearing), distance };
}

export interface PositionColumns {
  lat: number;
  lng: number;
  publicLat: number;
  publicLng: number;
  cell: number;
  publicCell: number;
}

/** Every position column of a cat at (lat, lng): write them together, on insert and on a move. */
export function positionColumns(
  secret: Uint8Array,
  catId: string,
  lat: number,
  lng: number,
): PositionColumns {
  const { north, east } = publicOffset(secret, catId);
  const shifted = offsetPoint(lat, lng, north, east);
  return {
    lat,
    lng,
    publicLat: shifted.latitude,
    publicLng: shifted.longitude,
    cell: cellOf(lat, lng),
    publicCell: cellOf(shifted.latitude, shifted.longitude),
  };
}

export interface CaretakerCat {
  id: string;
  lat: number;
  lng: number;
  status: CatStatus;
  /** The fields the map list filters on, so a caretaker's own cats are filtered like the rest. */
  health: Health;
  gender: Gender;
  estimatedAge: EstimatedAge;
}

const caretakerColumns = {
  id: cats.id,
  lat: cats.lat,
  lng: cats.lng,
  status: cats.status,
  health: cats.health,
  gender: cats.gender,
  estimatedAge: cats.estimatedAge,
};

// Prepared once per database: every signed-in request loads its caller's view.
const caretakerStatement = perDatabase((db) =>
  db
    .select(caretakerColumns)
    .from(cats)
    .where(eq(cats.discoveredById, sql.placeholder('userId')))
    .prepare(),
);

/**
 * The cats a user cares for, with their exact positions: the ones they registered. One indexed
 * query.
 */
function caretakerCats(db: Db, userId: string): CaretakerCat[] {
  return caretakerStatement(db).all({ userId });
}

export function caretakerCatIds(db: Db, userId: string): Set<string> {
  return new Set(caretakerCats(db, userId).map((c) => c.id));
}

/** Whether `user` is a caretaker of the cat (its registrar). */
export function isCaretaker(db: Db, user: { id: string } | null, catId: string): boolean {
  if (!user) return false;
  const registered = db
    .select({ id: cats.id })
    .from(cats)
    .where(and(eq(cats.id, catId), eq(cats.discoveredById, user.id)))
    .get();
  return registered !== undefined;
}

/** Who is looking: admins see every cat exactly, caretakers their own cats, others none. */
export interface LocationView {
  readonly all: boolean;
  /** The viewer's caretaker cats (empty for admins, who need none, and for anonymous callers). */
  readonly caretaker: ReadonlyMap<string, CaretakerCat>;
}

const NOBODY: LocationView = { all: false, caretaker: new Map() };

/** The caller's view, loaded once per request. */
export function locationView(ctx: Pick<Context, 'db' | 'user' | 'isAdmin'>): LocationView {
  if (ctx.isAdmin) return { all: true, caretaker: new Map() };
  if (!ctx.user) return NOBODY;
  return {
    all: false,
    caretaker: new Map(caretakerCats(ctx.db, ctx.user.id).map((c) => [c.id, c])),
  };
}

export const seesExact = (view: LocationView, catId: string): boolean =>
  view.all || view.caretaker.has(catId);

/** The position this viewer may see, and whether it is the exact one. */
export function visiblePosition(
  view: LocationView,
  cat: { id: string; lat: number; lng: number; publicLat: number; publicLng: number },
): { latitude: number; longitude: number; exact: boolean } {
  return seesExact(view, cat.id)
    ? { latitude: cat.lat, longitude: cat.lng, exact: true }
    : { latitude: cat.publicLat, longitude: cat.publicLng, exact: false };
}

/** A position as the API sends it: GeoJSON, longitude first. */
export type GeoPoint = z.infer<typeof geoPointOutput>;

export const geoPoint = (latitude: number, longitude: number, address: string): GeoPoint => ({
  type: 'Point',
  coordinates: [longitude, latitude],
  address,
});
