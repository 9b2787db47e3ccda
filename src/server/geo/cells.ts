import {
  CELLS_PER_DEG,
  EARTH_RADIUS_M,
  GRID_COLS,
  GRID_ROWS,
  cellKey,
  cellRow,
  rowSouth,
} from '../../shared/geo.js';

/** An inclusive range of cell keys: one range scan on a (status, cell) index. */
export type Range = [number, number];

/** Columns of one row searched so far (unwrapped); `all` once the row is searched whole. */
export interface RowSpan {
  c1: number;
  c2: number;
  all: boolean;
}

const RAD = Math.PI / 180;

/** A cap this wide already takes every cell. */
export const WHOLE_EARTH_M = (Math.PI / 2) * EARTH_RADIUS_M;

/** Key ranges of columns [c1, c2] (unwrapped: they may run past the antimeridian) of one row. */
function rowRanges(row: number, c1: number, c2: number, out: Range[]): void {
  if (c2 < c1) return;
  if (c2 - c1 + 1 >= GRID_COLS) {
    out.push([cellKey(row, 0), cellKey(row, GRID_COLS - 1)]);
    return;
  }
  const start = ((c1 % GRID_COLS) + GRID_COLS) % GRID_COLS;
  const end = start + (c2 - c1);
  if (end < GRID_COLS) {
    out.push([cellKey(row, start), cellKey(row, end)]);
  } else {
    out.push([cellKey(row, start), cellKey(row, GRID_COLS - 1)]);
    out.push([cellKey(row, 0), cellKey(row, end - GRID_COLS)]);
  }
}

/**
 * The cells of a spherical cap (every point within `reach` metres of the centre) that `done`
 * does not hold yet, as key ranges; `done` is updated. Row by row, the cap's longitude half-width
 * over the row's latitude band picks the columns, so the cells searched hug the circle.
 */
export function capRanges(
  lat: number,
  lng: number,
  reach: number,
  done: Map<number, RowSpan>,
): Range[] {
  const delta = reach / EARTH_RADIUS_M;
  const out: Range[] = [];
  const whole = delta >= Math.PI / 2;
  const dLat = delta / RAD;
  const south = Math.max(-90, lat - dLat);
  const north = Math.min(90, lat + dLat);
  const sinLat = Math.sin(lat * RAD);
  const cosLat = Math.cos(lat * RAD);
  const cosDelta = Math.cos(delta);
  // Latitude where the cap is widest (a little poleward of the centre).
  const sinWidest = sinLat / cosDelta;
  const widest = sinWidest >= 1 ? 90 : sinWidest <= -1 ? -90 : Math.asin(sinWidest) / RAD;
  const r1 = whole ? 0 : cellRow(south);
  const r2 = whole ? GRID_ROWS - 1 : cellRow(north);
  for (let row = r1; row <= r2; row++) {
    let halfWidth = 180;
    if (!whole) {
      const at = Math.min(Math.max(widest, rowSouth(row), south), rowSouth(row + 1), north);
      const cosAt = Math.cos(at * RAD);
      if (cosLat > 1e-12 && cosAt > 1e-12) {
        const x = (cosDelta - sinLat * Math.sin(at * RAD)) / (cosLat * cosAt);
        halfWidth = x <= -1 ? 180 : x >= 1 ? 0 : Math.acos(x) / RAD;
      }
    }
    let c1 = Math.floor((lng - halfWidth + 180) * CELLS_PER_DEG);
    let c2 = Math.floor((lng + halfWidth + 180) * CELLS_PER_DEG);
    const all = halfWidth >= 180 || c2 - c1 + 1 >= GRID_COLS;
    const prev = done.get(row);
    if (!prev) {
      rowRanges(row, c1, all ? c1 + GRID_COLS - 1 : c2, out);
    } else if (prev.all) {
      continue;
    } else if (all) {
      rowRanges(row, prev.c2 + 1, prev.c1 - 1 + GRID_COLS, out);
    } else {
      c1 = Math.min(c1, prev.c1);
      c2 = Math.max(c2, prev.c2);
      rowRanges(row, c1, prev.c1 - 1, out);
      rowRanges(row, prev.c2 + 1, c2, out);
    }
    done.set(row, { c1, c2, all });
  }
  return out;
}
