import type Database from 'better-sqlite3';
import {
  EARTH_RADIUS_M,
  GRID_COLS,
  GRID_ROWS,
  CELLS_PER_DEG,
  cellKey,
  cellRow,
  distanceMeters,
  rowSouth,
} from '../../shared/geo.js';
import type { CatStatus, EstimatedAge, Gender, Health } from '../../shared/constants.js';
import { perDatabase, type Db } from '../db/client.js';
import type { CaretakerCat, LocationView } from './privacy.js';

export interface GeoHit {
  id: string;
  /** SQLite rowid, to load the row again without the id index. */
  rowid: number;
  /** Metres from the centre to the position searched (exact or public). */
  distance: number;
}

export interface GeoQuery {
  latitude: number;
  longitude: number;
  /** Metres. */
  radius: number;
  limit: number;
}

/** Which position to search: `exact` (lat, lng, cell) or `public` (the shifted one). */
export type Grid = 'exact' | 'public';

/** Float slack when comparing cell edges with distances (far below a centimetre). */
const SLACK_M = 0.01;
/** The first ring's reach: a cell or two around the centre. */
const FIRST_REACH_M = 50;

const RAD = Math.PI / 180;
/** A cap this wide already takes every cell (capRanges). */
const WHOLE_EARTH_M = (Math.PI / 2) * EARTH_RADIUS_M;

type Range = [number, number];

/** Which cats a search considers: status is always given (the grid index starts with it). */
export interface CatFilter {
  status: readonly CatStatus[];
  health?: readonly Health[] | undefined;
  gender?: readonly Gender[] | undefined;
  estimatedAge?: readonly EstimatedAge[] | undefined;
}

const ACTIVE: CatFilter = { status: ['Ativo'] };

const OPTIONAL_FILTERS = [
  ['health', 'health'],
  ['gender', 'gender'],
  ['estimatedAge', 'estimated_age'],
] as const;

/** Statements by shape, per database: built the first time a grid and set of filters is used. */
const statementCache = perDatabase(() => new Map<string, Database.Statement>());

function cachedStatement(db: Db, key: string, sql: () => string): Database.Statement {
  const cache = statementCache(db);
  let found = cache.get(key);
  if (!found) {
    found = db.$client.prepare(sql()).raw(true);
    cache.set(key, found);
  }
  return found;
}

/** The filters in use, and their SQL (`AND <column> IN (…)`, with `alias.` before the column). */
function filterSql(filter: CatFilter, alias = '') {
  const used = OPTIONAL_FILTERS.filter(([key]) => filter[key]?.length);
  return {
    key: used.map(([key]) => key).join(' '),
    sql: used
      .map(([key, column]) => ` AND ${alias}${column} IN (SELECT value FROM json_each(@${key}))`)
      .join(''),
  };
}

/**
 * One statement per ring, its key ranges passed as JSON: a ring is many tiny range scans on the
 * (status, cell) index, and a statement call each would cost more than the scans. CROSS JOIN
 * keeps SQLite from scanning cats on the outside.
 */
function ringStatement(db: Db, grid: Grid, filter: CatFilter): Database.Statement {
  const extra = filterSql(filter, 'c.');
  return cachedStatement(db, `ring ${grid} ${extra.key}`, () => {
    const [cell, lat, lng] =
      grid === 'exact' ? ['cell', 'lat', 'lng'] : ['public_cell', 'public_lat', 'public_lng'];
    return `SELECT c.rowid, c.id, c.${lat}, c.${lng}
      FROM json_each(@ranges) r CROSS JOIN json_each(@status) s CROSS JOIN cats c
      WHERE c.status = s.value AND c.${cell} BETWEEN r.value ->> 0 AND r.value ->> 1${extra.sql}`;
  });
}

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

/** Columns of one row searched so far (unwrapped); `all` once the row is searched whole. */
interface RowSpan {
  c1: number;
  c2: number;
  all: boolean;
}

/**
 * The cells of a spherical cap (every point within `reach` metres of the centre) that `done`
 * does not hold yet, as key ranges; `done` is updated. Row by row, the cap's longitude half-width
 * over the row's latitude band picks the columns, so the cells searched hug the circle.
 */
function capRanges(lat: number, lng: number, reach: number, done: Map<number, RowSpan>): Range[] {
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

const byDistance = (a: GeoHit, b: GeoHit) =>
  a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export interface GridOptions {
  /** Cat ids to leave out (a caretaker's cats, measured from their exact positions elsewhere). */
  exclude?: ReadonlySet<string> | undefined;
  /** Default: active cats. */
  filter?: CatFilter;
  /**
   * How many cats match the filter in all (excluded ones included), if known: once that many are
   * seen the search stops, whatever the radius.
   */
  matching?: number;
  /** Past this reach the search gives up (null): the caller would rather scan every cat. */
  maxReach?: number;
}

/**
 * The `limit` cats nearest to the centre within `radius`, nearest first (ties by id), on one
 * grid. Rings of cells are searched outward from the centre, so the work follows the cats near
 * the centre rather than the size of the city: it stops as soon as `limit` cats are closer than
 * anything outside the searched cells can be, or the radius is covered.
 */
export function searchGrid(
  db: Db,
  query: GeoQuery,
  grid: Grid,
  options: Omit<GridOptions, 'maxReach'> = {},
): GeoHit[] {
  return searchRings(db, query, grid, options)!;
}

function searchRings(
  db: Db,
  query: GeoQuery,
  grid: Grid,
  { exclude, filter = ACTIVE, matching = Infinity, maxReach = Infinity }: GridOptions,
): GeoHit[] | null {
  const { latitude: lat, longitude: lng, radius, limit } = query;
  const statement = ringStatement(db, grid, filter);
  const params = filterParams(filter);
  const hits: GeoHit[] = [];
  const done = new Map<number, RowSpan>();
  let seen = 0;
  let reach = Math.min(radius, FIRST_REACH_M);
  for (;;) {
    // The slack covers float error in cell edges: every point within `reach` is searched.
    const ranges = capRanges(lat, lng, reach + 2 * SLACK_M, done);
    if (ranges.length) {
      params.ranges = JSON.stringify(ranges);
      const rows = statement.all(params) as [number, string, number, number][];
      seen += rows.length;
      for (const [rowid, id, catLat, catLng] of rows) {
        if (exclude?.has(id)) continue;
        const distance = distanceMeters(lat, lng, catLat, catLng);
        if (distance <= radius) hits.push({ id, rowid, distance });
      }
    }
    if (reach >= radius || seen >= matching || reach >= WHOLE_EARTH_M) break;
    let within = 0;
    for (const hit of hits) if (hit.distance <= reach) within++;
    if (within >= limit) break;
    // Grow by what the density seen so far says is needed, between 1.25× and 4×.
    const factor = within > 0 ? Math.sqrt(limit / within) * 1.1 : 4;
    reach = Math.min(radius, reach * Math.min(4, Math.max(1.25, factor)));
    if (reach > maxReach) return null;
  }
  hits.sort(byDistance);
  return hits.length > limit ? hits.slice(0, limit) : hits;
}

/**
 * Nearest active cats as this viewer may see them: admins search exact positions; everybody
 * else searches the public positions, except their own caretaker cats, which are measured from
 * where they really are.
 */
export function searchNearest(db: Db, view: LocationView, query: GeoQuery): GeoHit[] {
  if (view.all) return searchGrid(db, query, 'exact');
  const hits = publicAndCaretakers(db, view, query, { filter: ACTIVE })!;
  hits.sort(byDistance);
  return hits.length > query.limit ? hits.slice(0, query.limit) : hits;
}

/** Every cat matching the filter, with both positions. */
function allMatching(db: Db, filter: CatFilter) {
  const extra = filterSql(filter);
  const statement = cachedStatement(
    db,
    `all ${extra.key}`,
    () => `SELECT rowid, id, lat, lng, public_lat, public_lng FROM cats
      WHERE status IN (SELECT value FROM json_each(@status))${extra.sql}`,
  );
  return statement.all(filterParams(filter)) as [number, string, number, number, number, number][];
}

function filterParams(filter: CatFilter): Record<string, string> {
  const params: Record<string, string> = { status: JSON.stringify(filter.status) };
  for (const [key] of OPTIONAL_FILTERS) {
    if (filter[key]?.length) params[key] = JSON.stringify(filter[key]);
  }
  return params;
}

const matches = (filter: CatFilter, cat: CaretakerCat) =>
  filter.status.includes(cat.status) &&
  OPTIONAL_FILTERS.every(
    ([key]) => !filter[key]?.length || filter[key].includes(cat[key] as never),
  );

/**
 * The public grid searched, with the viewer's caretaker cats left out of it and measured from
 * their exact positions instead (within the radius, matching the filter).
 */
function publicAndCaretakers(
  db: Db,
  view: LocationView,
  query: GeoQuery,
  options: Omit<GridOptions, 'exclude'> & { filter: CatFilter },
): GeoHit[] | null {
  const exclude = view.caretaker.size ? new Set(view.caretaker.keys()) : undefined;
  const hits = searchRings(db, query, 'public', { ...options, exclude });
  if (!hits) return null;
  for (const cat of view.caretaker.values()) {
    if (!matches(options.filter, cat)) continue;
    const distance = distanceMeters(query.latitude, query.longitude, cat.lat, cat.lng);
    if (distance <= query.radius) hits.push({ id: cat.id, rowid: cat.rowid, distance });
  }
  return hits;
}

/**
 * Past this reach a ring is thousands of rows of cells: scanning every matching cat costs less.
 * A city's cats are all well within it; only points far from any matching cat get there.
 */
const LIST_MAX_REACH_M = 100_000;

/**
 * The `limit` cats matching the filter nearest to a point, as this viewer sees them (like
 * searchNearest), with no radius: `matching` (how many match in all) tells when every one has
 * been seen. When that is no more than the limit they are simply all loaded.
 */
export function searchNearestMatching(
  db: Db,
  view: LocationView,
  point: { latitude: number; longitude: number },
  filter: CatFilter,
  limit: number,
  matching: number,
): GeoHit[] {
  const { latitude: lat, longitude: lng } = point;
  // Farther than any two points on Earth: the search ends on `limit` or `matching`.
  const query = { latitude: lat, longitude: lng, radius: 2 * WHOLE_EARTH_M + 1, limit };
  let hits =
    matching <= limit
      ? null
      : view.all
        ? searchRings(db, query, 'exact', { filter, matching, maxReach: LIST_MAX_REACH_M })
        : publicAndCaretakers(db, view, query, { filter, matching, maxReach: LIST_MAX_REACH_M });
  if (!hits) {
    hits = allMatching(db, filter).map(([rowid, id, exactLat, exactLng, publicLat, publicLng]) => {
      const exact = view.all || view.caretaker.has(id);
      const distance = exact
        ? distanceMeters(lat, lng, exactLat, exactLng)
        : distanceMeters(lat, lng, publicLat, publicLng);
      return { id, rowid, distance };
    });
  }
  hits.sort(byDistance);
  return hits.length > limit ? hits.slice(0, limit) : hits;
}
