/** Distances and the search grid on a spherical Earth. Pure: the client uses it too. */

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

const RAD = Math.PI / 180;

/** Great-circle distance in metres between two points (haversine). */
export function distanceMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Wraps a longitude into [-180, 180). */
export function normalizeLng(lng: number): number {
  const wrapped = (((lng + 180) % 360) + 360) % 360;
  return wrapped - 180;
}

/**
 * The point `north` metres north and `east` metres east of (lat, lng): the great-circle
 * destination along that bearing, so its distance from the start is exactly hypot(north, east).
 */
export function offsetPoint(
  lat: number,
  lng: number,
  north: number,
  east: number,
): { latitude: number; longitude: number } {
  const delta = Math.hypot(north, east) / EARTH_RADIUS_M;
  if (delta === 0) return { latitude: lat, longitude: lng };
  const bearing = Math.atan2(east, north);
  const phi1 = lat * RAD;
  const sinPhi2 =
    Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(bearing);
  const phi2 = Math.asin(Math.max(-1, Math.min(1, sinPhi2)));
  const lambda2 =
    lng * RAD +
    Math.atan2(
      Math.sin(bearing) * Math.sin(delta) * Math.cos(phi1),
      Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
    );
  return { latitude: phi2 / RAD, longitude: normalizeLng(lambda2 / RAD) };
}

/**
 * The search grid: cells of CELL_DEG × CELL_DEG degrees (about 110 m × 100 m in Brazil), numbered
 * row-major from the south-west corner of the world, so one row of cells is one range of keys.
 */
export const CELL_DEG = 0.001;
export const CELLS_PER_DEG = 1000;
export const GRID_ROWS = 180 * CELLS_PER_DEG;
export const GRID_COLS = 360 * CELLS_PER_DEG;

export function cellRow(lat: number): number {
  return Math.min(GRID_ROWS - 1, Math.max(0, Math.floor((lat + 90) * CELLS_PER_DEG)));
}

function cellCol(lng: number): number {
  const col = Math.floor((lng + 180) * CELLS_PER_DEG);
  return ((col % GRID_COLS) + GRID_COLS) % GRID_COLS;
}

export const cellKey = (row: number, col: number): number => row * GRID_COLS + col;

/** The grid cell holding a point: an integer unique worldwide (at most 6.48e10). */
export function cellOf(lat: number, lng: number): number {
  return cellKey(cellRow(lat), cellCol(lng));
}

/** Latitude of the southern edge of a row of cells. */
export const rowSouth = (row: number): number => row / CELLS_PER_DEG - 90;

/**
 * The side of a privacy cell, metres: everybody but a cat's carers sees it at its cell's one
 * secret point (server/services/privacy.ts, docs/privacy.md).
 */
export const PRIVACY_CELL_METERS = 500;
