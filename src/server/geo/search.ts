import { distanceMeters } from '../../shared/geo.js';
import type { Db } from '../db/client.js';
import type { CaretakerCat, LocationView } from '../services/privacy.js';
import { capRanges, WHOLE_EARTH_M, type RowSpan } from './cells.js';
import {
  allMatching,
  OPTIONAL_FILTERS,
  ringReader,
  type CatFilter,
  type Grid,
} from './statements.js';

export interface GeoHit {
  id: string;
  /** Metres from the centre to the position searched (exact or public). */
  distance: number;
  /**
   * The cat's rowid, read with it from the grid index (a caretaker's own cats, measured from the
   * view, have none): the DTOs of the same call are read by it. Rowids stay put only within a call.
   */
  rowid?: number;
}

export interface CatSearch {
  latitude: number;
  longitude: number;
  limit: number;
  /** Metres; without it the `limit` nearest matching cats are found wherever they are. */
  radius?: number;
  /** Default: active cats. */
  filter?: CatFilter;
  /**
   * How many cats match the filter in all, if known: once that many are seen the search stops,
   * and when it is no more than the limit they are simply all loaded.
   */
  matching?: number;
}

/** Float slack when comparing cell edges with distances (far below a centimetre). */
const SLACK_M = 0.01;
/** The first ring's reach: a cell or two around the centre. */
const FIRST_REACH_M = 50;
/** Farther than any two points on Earth. */
const EVERYWHERE_M = 2 * WHOLE_EARTH_M + 1;
/**
 * Without a radius, past this reach a ring is thousands of rows of cells: scanning every matching
 * cat costs less. A city's cats are all well within it; only points far from any matching cat get
 * there.
 */
const UNBOUNDED_MAX_REACH_M = 100_000;

const ACTIVE: CatFilter = { status: ['Ativo'] };

interface Query {
  latitude: number;
  longitude: number;
  radius: number;
  limit: number;
}

interface RingOptions {
  filter: CatFilter;
  /** Cat ids to leave out (a caretaker's cats, measured from their exact positions elsewhere). */
  exclude?: ReadonlySet<string> | undefined;
  /** Once this many cats matching the filter (excluded ones included) are seen, stop. */
  matching: number;
  /** Past this reach the search gives up (null): the caller would rather scan every cat. */
  maxReach: number;
}

const byDistance = (a: GeoHit, b: GeoHit) =>
  a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The distance of the `limit`-th nearest hit (there are at least `limit`). */
const limitth = (hits: readonly GeoHit[], limit: number) =>
  hits.map((hit) => hit.distance).sort((a, b) => a - b)[limit - 1]!;

const nearest = (hits: GeoHit[], limit: number) => {
  hits.sort(byDistance);
  return hits.length > limit ? hits.slice(0, limit) : hits;
};

/**
 * The cats nearest to the centre within the radius, on one grid (unsorted, maybe more than the
 * limit). Rings of cells are searched outward from the centre, so the work follows the cats near
 * the centre rather than the size of the city: it stops as soon as `limit` cats are closer than
 * anything outside the searched cells can be, or the radius is covered.
 */
function searchRings(db: Db, query: Query, grid: Grid, options: RingOptions): GeoHit[] | null {
  const { latitude: lat, longitude: lng, radius, limit } = query;
  const { exclude, matching, maxReach } = options;
  const read = ringReader(db, grid, options.filter);
  const hits: GeoHit[] = [];
  const done = new Map<number, RowSpan>();
  let seen = 0;
  let reach = Math.min(radius, FIRST_REACH_M);
  for (;;) {
    // The slack covers float error in cell edges: every point within `reach` is searched.
    const ranges = capRanges(lat, lng, reach + 2 * SLACK_M, done);
    if (ranges.length) {
      const rows = read(ranges);
      seen += rows.length;
      for (const [id, catLat, catLng, rowid] of rows) {
        if (exclude?.has(id)) continue;
        const distance = distanceMeters(lat, lng, catLat, catLng);
        if (distance <= radius) hits.push({ id, distance, rowid });
      }
    }
    if (reach >= radius || seen >= matching || reach >= WHOLE_EARTH_M) break;
    let within = 0;
    for (const hit of hits) if (hit.distance <= reach) within++;
    if (within >= limit) break;
    // Grow by what the density seen so far says is needed, between 1.25× and 4×; 2× while no cat
    // is within reach. Public points gather each privacy cell's cats at one spot, so an empty
    // ring says little about what lies beyond, and growing 4× from it lands on whole
    // neighbourhoods of cats to read for a short list.
    const factor = within > 0 ? Math.sqrt(limit / within) * 1.1 : 2;
    let next = reach * Math.min(4, Math.max(1.25, factor));
    // `limit` cats already read just past the reach: reaching the farthest of them is enough.
    if (hits.length >= limit) next = Math.min(next, limitth(hits, limit));
    reach = Math.min(radius, next);
    if (reach > maxReach) return null;
  }
  return hits;
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
  query: Query,
  options: RingOptions,
): GeoHit[] | null {
  const exclude = view.caretaker.size ? new Set(view.caretaker.keys()) : undefined;
  const hits = searchRings(db, query, 'public', { ...options, exclude });
  if (!hits) return null;
  for (const cat of view.caretaker.values()) {
    if (!matches(options.filter, cat)) continue;
    const distance = distanceMeters(query.latitude, query.longitude, cat.lat, cat.lng);
    if (distance <= query.radius) hits.push({ id: cat.id, distance });
  }
  return hits;
}

/** Every matching cat measured from where this viewer sees it. */
function scanAll(db: Db, view: LocationView, query: Query, filter: CatFilter): GeoHit[] {
  const { latitude: lat, longitude: lng, radius } = query;
  const hits: GeoHit[] = [];
  for (const [id, exactLat, exactLng, publicLat, publicLng, rowid] of allMatching(db, filter)) {
    const exact = view.all || view.caretaker.has(id);
    const distance = exact
      ? distanceMeters(lat, lng, exactLat, exactLng)
      : distanceMeters(lat, lng, publicLat, publicLng);
    if (distance <= radius) hits.push({ id, distance, rowid });
  }
  return hits;
}

/**
 * The `limit` cats matching the filter nearest to a point, nearest first (ties by id), as this
 * viewer sees them: admins search exact positions; everybody else the public positions, except
 * their own caretaker cats, which are measured from where they really are.
 */
export function searchCats(db: Db, view: LocationView, search: CatSearch): GeoHit[] {
  const { latitude, longitude, limit, radius, filter = ACTIVE, matching } = search;
  const query = { latitude, longitude, limit, radius: radius ?? EVERYWHERE_M };
  const options: RingOptions = {
    filter,
    matching: matching ?? Infinity,
    maxReach: radius === undefined ? UNBOUNDED_MAX_REACH_M : Infinity,
  };
  const hits =
    matching !== undefined && matching <= limit
      ? null
      : view.all
        ? searchRings(db, query, 'exact', options)
        : publicAndCaretakers(db, view, query, options);
  return nearest(hits ?? scanAll(db, view, query, filter), limit);
}
