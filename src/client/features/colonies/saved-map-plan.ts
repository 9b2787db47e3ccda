import type { CellSquare } from '../../components/area-shape.js';
import { numberFormat } from '../../lib/formats.js';

/** How far around the colony's public cells the saved map reaches. */
export const SAVED_MAP_MARGIN_METERS = 2000;
/** The most a saved map may take on the phone (decimal megabytes, as the size is shown). */
export const SAVED_MAP_BUDGET_BYTES = 50_000_000;
/** The widest zoom saved: a few tiles that show the whole town around the colony. */
export const SAVED_MAP_MIN_ZOOM = 10;
/** Tiles measured per zoom before the size is estimated. */
const SAMPLES_PER_ZOOM = 2;

const METERS_PER_DEGREE = 111_320;
const MAX_LATITUDE = 85.0511;

export interface Tile {
  z: number;
  x: number;
  y: number;
}

/** A cell grown by `meters` on every side. */
function grown(cell: CellSquare, meters: number): CellSquare {
  const dLat = meters / METERS_PER_DEGREE;
  const middle = ((cell.south + cell.north) / 2) * (Math.PI / 180);
  const dLng = meters / (METERS_PER_DEGREE * Math.max(Math.cos(middle), 0.01));
  return {
    south: Math.max(cell.south - dLat, -MAX_LATITUDE),
    north: Math.min(cell.north + dLat, MAX_LATITUDE),
    west: cell.west - dLng,
    east: cell.east + dLng,
  };
}

const tileX = (longitude: number, z: number) => Math.floor(((longitude + 180) / 360) * 2 ** z);

function tileY(latitude: number, z: number) {
  const rad = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z;
  return Math.min(2 ** z - 1, Math.max(0, Math.floor(y)));
}

/**
 * The area at zoom `z` as columns of tiles: for each x, the runs of y (first, last) within
 * SAVED_MAP_MARGIN_METERS of a public cell, merged, so that no tile counts twice. Counted without
 * listing every tile: a colony whose cells lie far apart may cover millions at a deep zoom.
 */
function columnsOf(cells: readonly CellSquare[], z: number): Map<number, [number, number][]> {
  const n = 2 ** z;
  const runs = new Map<number, [number, number][]>();
  for (const cell of cells) {
    const box = grown(cell, SAVED_MAP_MARGIN_METERS);
    const [west, east] = [tileX(box.west, z), tileX(box.east, z)];
    const run: [number, number] = [tileY(box.north, z), tileY(box.south, z)];
    for (let column = west; column <= Math.min(east, west + n - 1); column++) {
      const x = ((column % n) + n) % n;
      runs.set(x, [...(runs.get(x) ?? []), run]);
    }
  }
  for (const [x, list] of runs) {
    const merged: [number, number][] = [];
    for (const [first, last] of list.sort((a, b) => a[0] - b[0])) {
      const previous = merged.at(-1);
      if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
      else merged.push([first, last]);
    }
    runs.set(x, merged);
  }
  return runs;
}

/** How many tiles at zoom `z` lie within SAVED_MAP_MARGIN_METERS of a public cell. */
export function countTiles(cells: readonly CellSquare[], z: number): number {
  let count = 0;
  for (const runs of columnsOf(cells, z).values()) {
    for (const [first, last] of runs) count += last - first + 1;
  }
  return count;
}

/** Every tile at zoom `z` within SAVED_MAP_MARGIN_METERS of a public cell, each once. */
export function areaTiles(cells: readonly CellSquare[], z: number): Tile[] {
  const tiles: Tile[] = [];
  const columns = [...columnsOf(cells, z)].sort((a, b) => a[0] - b[0]);
  for (const [x, runs] of columns) {
    for (const [first, last] of runs) for (let y = first; y <= last; y++) tiles.push({ z, x, y });
  }
  return tiles;
}

/** The area's tiles from SAVED_MAP_MIN_ZOOM to `maxZoom`, the wide ones first. */
export function tilesUpTo(cells: readonly CellSquare[], maxZoom: number): Tile[] {
  const tiles: Tile[] = [];
  for (let z = Math.min(SAVED_MAP_MIN_ZOOM, maxZoom); z <= maxZoom; z++) {
    tiles.push(...areaTiles(cells, z));
  }
  return tiles;
}

/** The tiles to measure: a few of each zoom, spread over the area's columns. */
export function sampleTiles(cells: readonly CellSquare[], maxZoom: number): Tile[] {
  const samples: Tile[] = [];
  for (let z = Math.min(SAVED_MAP_MIN_ZOOM, maxZoom); z <= maxZoom; z++) {
    const columns = [...columnsOf(cells, z)].sort((a, b) => a[0] - b[0]);
    const count = Math.min(SAMPLES_PER_ZOOM, columns.length);
    for (let i = 0; i < count; i++) {
      const [x, runs] = columns[Math.floor(((i + 0.5) * columns.length) / count)]!;
      const [first, last] = runs[Math.floor(runs.length / 2)]!;
      samples.push({ z, x, y: Math.floor((first + last) / 2) });
    }
  }
  return samples;
}

/** A measured tile: its zoom and its size in bytes. */
export interface Measured {
  z: number;
  bytes: number;
}

/**
 * The average tile size per zoom from the measured tiles; a zoom with none measured takes the
 * nearest measured zoom's.
 */
export function averageSizes(measured: readonly Measured[]): (z: number) => number {
  const totals = new Map<number, { bytes: number; count: number }>();
  for (const { z, bytes } of measured) {
    const total = totals.get(z) ?? { bytes: 0, count: 0 };
    totals.set(z, { bytes: total.bytes + bytes, count: total.count + 1 });
  }
  const zooms = [...totals.keys()];
  if (zooms.length === 0) return () => 0;
  return (z) => {
    const nearest = zooms.reduce((a, b) => (Math.abs(b - z) < Math.abs(a - z) ? b : a));
    const total = totals.get(nearest)!;
    return total.bytes / total.count;
  };
}

/** What saving the area up to `maxZoom` would take: its tiles and their estimated bytes. */
export function estimate(
  cells: readonly CellSquare[],
  maxZoom: number,
  sizeAt: (z: number) => number,
) {
  let tiles = 0;
  let bytes = 0;
  for (let z = Math.min(SAVED_MAP_MIN_ZOOM, maxZoom); z <= maxZoom; z++) {
    const count = countTiles(cells, z);
    tiles += count;
    bytes += count * sizeAt(z);
  }
  return { tiles, bytes };
}

export interface SavePlan {
  maxZoom: number;
  tiles: number;
  bytes: number;
}

/**
 * The deepest zoom up to `maxZoom` whose tiles (all zooms from SAVED_MAP_MIN_ZOOM to it) fit
 * `budget` bytes by the measured sizes; null when not even the widest zoom fits.
 */
export function choosePlan(
  cells: readonly CellSquare[],
  maxZoom: number,
  sizeAt: (z: number) => number,
  budget = SAVED_MAP_BUDGET_BYTES,
): SavePlan | null {
  for (let z = maxZoom; z >= Math.min(SAVED_MAP_MIN_ZOOM, maxZoom); z--) {
    const plan = { maxZoom: z, ...estimate(cells, z, sizeAt) };
    if (plan.bytes <= budget) return plan;
  }
  return null;
}

/** "12 MB", "9,8 MB": decimal megabytes, one decimal under 10, at least 0,1. */
export function megabytes(locale: string, bytes: number): string {
  const value = Math.max(bytes / 1_000_000, 0.1);
  return numberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
