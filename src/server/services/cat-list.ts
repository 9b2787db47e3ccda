/** The map's list of cats: filters, sorts and pages, read in one read transaction. */
import { and, asc, count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { CAT_STATUS } from '../../shared/constants.js';
import { distanceMeters } from '../../shared/geo.js';
import type { ListQuery } from '../../shared/schemas/cats.js';
import type { Context } from '../context.js';
import { cats } from '../db/schema.js';
import { toCatDtos, type CatDto } from './cat-dto.js';
import { dtosOfHits, inOneRead, visibleHits } from './cat-queries.js';
import { countCats } from './cat-counts.js';
import { locationView, visiblePosition, type LocationView } from './privacy.js';
import { hiddenCatIds, notAmong } from '../moderation/visibility.js';

type Origin = { latitude: number; longitude: number } | null;

/** The list's filters on health, gender and age (status goes by the caller's index choice). */
function fieldFilters(query: ListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.health?.length) conditions.push(inArray(cats.health, query.health));
  if (query.gender?.length) conditions.push(inArray(cats.gender, query.gender));
  if (query.estimatedAge?.length) conditions.push(inArray(cats.estimatedAge, query.estimatedAge));
  return conditions;
}

/** One page of the list in the order asked for (not by distance), with distances from `origin`. */
function pageInOrder(
  ctx: Context,
  view: LocationView,
  query: ListQuery,
  origin: Origin,
  offset: number,
  hidden: readonly string[],
) {
  const conditions: (SQL | undefined)[] = [notAmong(cats.id, hidden), ...fieldFilters(query)];
  if (query.status?.length) {
    // The (status, updatedAt) index only gives the order for one status by update; otherwise
    // walking it means a random read per cat, and one pass over the table costs far less.
    const indexed =
      query.status.length === 1 && query.sort !== 'name' && query.sort !== '-createdAt';
    conditions.push(
      indexed ? inArray(cats.status, query.status) : inArray(sql`+${cats.status}`, query.status),
    );
  }
  const order =
    query.sort === 'name'
      ? [sql`${cats.name} collate nocase`, asc(cats.id)]
      : query.sort === '-createdAt'
        ? [desc(cats.createdAt), asc(cats.id)]
        : [desc(cats.updatedAt), asc(cats.id)];
  const rows = ctx.db
    .select({
      id: cats.id,
      lat: cats.lat,
      lng: cats.lng,
      publicLat: cats.publicLat,
      publicLng: cats.publicLng,
    })
    .from(cats)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(query.limit)
    .offset(offset)
    .all();
  const distances = origin
    ? new Map(
        rows.map((cat) => {
          const seen = visiblePosition(view, cat);
          const { latitude, longitude } = origin;
          return [cat.id, distanceMeters(latitude, longitude, seen.latitude, seen.longitude)];
        }),
      )
    : undefined;
  return toCatDtos(ctx, rows, { view, distances });
}

/** How many of these hidden cats match the list's filters (they leave its total). */
function hiddenMatching(ctx: Context, query: ListQuery, hidden: readonly string[]): number {
  if (hidden.length === 0) return 0;
  const conditions = [inArray(cats.id, [...hidden]), ...fieldFilters(query)];
  if (query.status?.length) conditions.push(inArray(cats.status, query.status));
  return (
    ctx.db
      .select({ n: count() })
      .from(cats)
      .where(and(...conditions))
      .get()?.n ?? 0
  );
}

/** The map list and /cats: filters applied, paginated. */
export function listCats(ctx: Context, query: ListQuery) {
  return inOneRead(ctx, () => listPage(ctx, query));
}

function listPage(ctx: Context, query: ListQuery) {
  const hidden = hiddenCatIds(ctx);
  const all = countCats(ctx.db, query);
  const total = all - hiddenMatching(ctx, query, hidden);
  const offset = (query.page - 1) * query.limit;
  const view = locationView(ctx);
  const origin: Origin =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : null;

  let dtos: CatDto[];
  if (origin && (query.sort === undefined || query.sort === 'distance')) {
    // Nearest first from the point this caller sees: only the cats up to the page are found.
    const filter = { ...query, status: query.status?.length ? query.status : CAT_STATUS };
    const hits =
      offset >= total
        ? []
        : visibleHits(
            ctx,
            view,
            { ...origin, filter, limit: offset + query.limit, matching: all },
            offset,
          );
    dtos = dtosOfHits(ctx, view, hits);
  } else {
    dtos = pageInOrder(ctx, view, query, origin, offset, hidden);
  }
  return {
    cats: dtos,
    total,
    page: query.page,
    totalPages: Math.ceil(total / query.limit),
  };
}
