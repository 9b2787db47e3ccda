import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatStatus, EstimatedAge, Gender, Health } from '../../shared/constants.js';
import { cellOf, EARTH_RADIUS_M, normalizeLng, PRIVACY_CELL_METERS } from '../../shared/geo.js';
import type { geoPointOutput } from '../../shared/schemas/common-output.js';
import type { Context } from '../context.js';
import type { Db } from '../db/client.js';
import { cats } from '../db/schema.js';
import { grantedCatIds, isCarerOf } from './carer-rule.js';

/**
 * Location privacy: public positions by place, not by cat (docs/privacy.md). The world is cut
 * into square cells of PRIVACY_CELL_METERS (500 m, shared/geo.ts), a grid offset by an amount derived from the server
 * secret, so its edges are unknown; each cell has one secret point inside it (an HMAC of the
 * secret and the cell's index). Everybody but a cat's carers sees the cat at its cell's point:
 * every cat of a cell shows at the same point, and moving a cat inside its cell changes nothing
 * public. So averaging the points of many cats at one spot, or intersecting rings around them,
 * learns no more than the cell.
 */
export { PRIVACY_CELL_METERS };

const RAD = Math.PI / 180;
/** Height of a row of cells, in degrees of latitude. */
const ROW_DEG = PRIVACY_CELL_METERS / (EARTH_RADIUS_M * RAD);
const ROWS = Math.ceil(180 / ROW_DEG) + 1;

const cellKeys = new WeakMap<Uint8Array, { key: KeyObject; north: number; east: number }>();

/** A sub-key of the server secret used for nothing else, and the grid's secret offset. */
function cellKey(secret: Uint8Array) {
  let found = cellKeys.get(secret);
  if (!found) {
    const key = createHmac('sha256', secret).update('location-cells').digest();
    const offset = createHmac('sha256', key).update('grid-offset').digest();
    found = {
      // A key object, made once: given raw bytes, createHmac prepares the key again on every
      // call, and a list computes one public area per cat.
      key: createSecretKey(key),
      // Fractions of a cell: how far the grid is moved north and east.
      north: offset.readUInt32BE(0) / 2 ** 32,
      east: offset.readUInt32BE(4) / 2 ** 32,
    };
    cellKeys.set(secret, found);
  }
  return found;
}

/** A cell of the privacy grid: its index, its edges in degrees, and its public point. */
export interface PrivacyCell {
  row: number;
  col: number;
  south: number;
  north: number;
  /** West edge; `east` is west + the cell's width, so it may pass 180 at the antimeridian. */
  west: number;
  east: number;
  latitude: number;
  longitude: number;
}

/** Columns in a row: as many as fit cells at least PRIVACY_CELL_METERS wide at its middle. */
function columnsOf(south: number) {
  const middle = Math.min(90, Math.max(-90, south + ROW_DEG / 2));
  const around = 2 * Math.PI * EARTH_RADIUS_M * Math.cos(middle * RAD);
  return Math.max(1, Math.floor(around / PRIVACY_CELL_METERS));
}

/**
 * Where the privacy cell holding a point lies: its row, its column within the row, the row's south
 * edge (not clamped at a pole), the cell's west edge and its width. All but its public point, so
 * without the HMAC.
 */
function placeOf(secret: Uint8Array, lat: number, lng: number) {
  const { north: fNorth, east: fEast } = cellKey(secret);
  const row = Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / ROW_DEG - fNorth) + 1));
  const south = (row + fNorth - 1) * ROW_DEG - 90;
  const columns = columnsOf(south);
  const width = 360 / columns;
  const col = Math.floor((normalizeLng(lng) + 180) / width - fEast);
  const wrapped = ((col % columns) + columns) % columns;
  return { row, col: wrapped, south, west: normalizeLng((wrapped + fEast) * width - 180), width };
}

const clampLat = (lat: number) => Math.min(90, Math.max(-90, lat));

/** The edges of a cell, as `cellArea` gives them, from where it lies. */
const edges = (place: ReturnType<typeof placeOf>) => ({
  south: clampLat(place.south),
  west: place.west,
  north: clampLat(place.south + ROW_DEG),
  east: place.west + place.width,
});

/** The privacy cell holding a point. */
export function privacyCell(secret: Uint8Array, lat: number, lng: number): PrivacyCell {
  const place = placeOf(secret, lat, lng);
  const hash = createHmac('sha256', cellKey(secret).key)
    .update(`${place.row}:${place.col}`)
    .digest();
  const u = hash.readUInt32BE(0) / 2 ** 32;
  const v = hash.readUInt32BE(4) / 2 ** 32;
  return {
    row: place.row,
    col: place.col,
    ...edges(place),
    latitude: clampLat(place.south + u * ROW_DEG),
    longitude: normalizeLng(place.west + v * place.width),
  };
}

/**
 * The privacy cells that hold some point within `meters` (≤ PRIVACY_CELL_METERS) of (lat, lng):
 * the point's own cell and those of its neighbours that come that close.
 */
export function cellsNear(
  secret: Uint8Array,
  lat: number,
  lng: number,
  meters: number,
): PrivacyCell[] {
  const found = new Map<string, PrivacyCell>();
  const dLat = meters / (EARTH_RADIUS_M * RAD);
  const dLng = dLat / Math.max(0.01, Math.cos(lat * RAD));
  // Rows differ in their columns, so each neighbour is found from a point of the square around.
  for (const a of [-1, -0.5, 0, 0.5, 1]) {
    for (const b of [-1, -0.5, 0, 0.5, 1]) {
      const cell = privacyCell(secret, lat + a * dLat, lng + b * dLng);
      found.set(`${cell.row}:${cell.col}`, cell);
    }
  }
  return [...found.values()].filter((cell) => metersToCell(cell, lat, lng) <= meters);
}

/** Metres from a point to the nearest point of a cell (0 inside it), on the local plane. */
export function metersToCell(cell: PrivacyCell, lat: number, lng: number): number {
  const mPerDeg = EARTH_RADIUS_M * RAD;
  const dy = lat < cell.south ? cell.south - lat : lat > cell.north ? lat - cell.north : 0;
  // Longitude relative to the west edge, in [0, 360).
  const rel = (((lng - cell.west) % 360) + 360) % 360;
  const width = cell.east - cell.west;
  const dx = rel <= width ? 0 : Math.min(rel - width, 360 - rel);
  return Math.hypot(dy * mPerDeg, dx * mPerDeg * Math.cos(lat * RAD));
}

export interface PositionColumns {
  lat: number;
  lng: number;
  publicLat: number;
  publicLng: number;
  cell: number;
  publicCell: number;
}

/**
 * Every position column of a cat at (lat, lng): write them together, on insert and on a move.
 * The public point is the point of the cat's privacy cell; `cell` and `publicCell` are the
 * search grid's cells (shared/geo.ts) of the exact and the public point.
 */
export function positionColumns(secret: Uint8Array, lat: number, lng: number): PositionColumns {
  const cell = privacyCell(secret, lat, lng);
  return {
    lat,
    lng,
    publicLat: cell.latitude,
    publicLng: cell.longitude,
    cell: cellOf(lat, lng),
    publicCell: cellOf(cell.latitude, cell.longitude),
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

/**
 * The cats a user cares for, with their exact positions: the ones they registered and the ones
 * they were approved as a carer of (services/carer-rule.ts). One indexed query.
 */
function caretakerCats(db: Db, userId: string): CaretakerCat[] {
  return db
    .select(caretakerColumns)
    .from(cats)
    .where(eq(cats.discoveredById, userId))
    .union(
      db
        .select(caretakerColumns)
        .from(cats)
        .where(inArray(cats.id, grantedCatIds(db, userId))),
    )
    .all();
}

export function caretakerCatIds(db: Db, userId: string): Set<string> {
  return new Set(caretakerCats(db, userId).map((c) => c.id));
}

/** Whether `user` is a carer of the cat (its registrar or an approved carer; admins aside). */
export function isCaretaker(db: Db, user: { id: string } | null, catId: string): boolean {
  return user !== null && isCarerOf(db, user.id, catId);
}

/** Who is looking: admins see every cat exactly, carers the cats they care for, others none. */
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

/** A cell's square as the API sends it (cellAreaOutput). */
export const cellArea = (cell: PrivacyCell) => ({
  south: cell.south,
  west: cell.west,
  north: cell.north,
  east: cell.east,
});

/**
 * The square of the privacy cell a public point is in (the point lies inside its own cell), as
 * `cellArea(privacyCell(…))` gives it: from the grid alone, without the HMAC of the cell's public
 * point, which every cat of every list paid for.
 */
export function publicAreaOf(secret: Uint8Array, publicLat: number, publicLng: number) {
  return edges(placeOf(secret, publicLat, publicLng));
}
