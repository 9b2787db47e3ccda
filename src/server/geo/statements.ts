/*
 * Raw SQL, on purpose: a ring of the nearby search is many tiny range scans on the (status, cell)
 * grid index, passed as JSON ranges in one statement (`json_each(@ranges) CROSS JOIN cats`, with
 * the join order forced), in raw row mode, prepared once per shape of filters and database.
 * Drizzle's builder cannot force that join order, and its row mapping was the cost this file
 * removes; it is the one place outside migrations that writes SQL text.
 */
import type Database from 'better-sqlite3';
import type { CatStatus, EstimatedAge, Gender, Health } from '../../shared/constants.js';
import { perDatabase, type Db } from '../db/client.js';
import type { Range } from './cells.js';

/** Which cats a search considers: status is always given (the grid indexes start with it). */
export interface CatFilter {
  status: readonly CatStatus[];
  health?: readonly Health[] | undefined;
  gender?: readonly Gender[] | undefined;
  estimatedAge?: readonly EstimatedAge[] | undefined;
}

/** Which position to search: `exact` (lat, lng, cell) or `public` (the shifted one). */
export type Grid = 'exact' | 'public';

export const OPTIONAL_FILTERS = [
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

function filterParams(filter: CatFilter): Record<string, string> {
  const params: Record<string, string> = { status: JSON.stringify(filter.status) };
  for (const [key] of OPTIONAL_FILTERS) {
    if (filter[key]?.length) params[key] = JSON.stringify(filter[key]);
  }
  return params;
}

/** A cat found on a grid: id, the position searched, and its rowid (in the index: no extra read). */
type GridRow = [id: string, lat: number, lng: number, rowid: number];

/**
 * The cats of one grid matching the filter in these cell ranges. One statement per ring, its key
 * ranges passed as JSON: a ring is many tiny range scans on the (status, cell) index, and a
 * statement call each would cost more than the scans. CROSS JOIN keeps SQLite from scanning cats
 * on the outside.
 */
export function ringReader(db: Db, grid: Grid, filter: CatFilter) {
  const extra = filterSql(filter, 'c.');
  const statement = cachedStatement(db, `ring ${grid} ${extra.key}`, () => {
    const [cell, lat, lng] =
      grid === 'exact' ? ['cell', 'lat', 'lng'] : ['public_cell', 'public_lat', 'public_lng'];
    return `SELECT c.id, c.${lat}, c.${lng}, c.rowid
      FROM json_each(@ranges) r CROSS JOIN json_each(@status) s CROSS JOIN cats c
      WHERE c.status = s.value AND c.${cell} BETWEEN r.value ->> 0 AND r.value ->> 1${extra.sql}`;
  });
  const params = filterParams(filter);
  return (ranges: readonly Range[]): GridRow[] => {
    params.ranges = JSON.stringify(ranges);
    return statement.all(params) as GridRow[];
  };
}

/** Every cat matching the filter, with both positions. */
export function allMatching(db: Db, filter: CatFilter) {
  const extra = filterSql(filter);
  const statement = cachedStatement(
    db,
    `all ${extra.key}`,
    () => `SELECT id, lat, lng, public_lat, public_lng, rowid FROM cats
      WHERE status IN (SELECT value FROM json_each(@status))${extra.sql}`,
  );
  return statement.all(filterParams(filter)) as [
    id: string,
    lat: number,
    lng: number,
    publicLat: number,
    publicLng: number,
    rowid: number,
  ][];
}
