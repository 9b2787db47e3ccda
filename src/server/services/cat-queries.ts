import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { LIMITS, URGENT_HEALTH } from '../../shared/constants.js';
import type { Context } from '../context.js';
import type { Db } from '../db/client.js';
import { cats, checkins, type Cat } from '../db/schema.js';
import { searchCats, type CatSearch, type GeoHit } from '../geo/search.js';
import { toCatDtos, type CatDto } from './cat-dto.js';
import { catsWithPicture } from './photo-matches.js';
import { countActiveCats } from './cat-counts.js';
import { toCheckinDtos, viewerOf, type Viewer } from './checkin-dtos.js';
import {
  cellsNear,
  locationView,
  PRIVACY_CELL_METERS,
  privacyCell,
  seesExact,
  type LocationView,
} from './privacy.js';
import { checkinShownTo, hiddenCatIds, notAmong } from '../moderation/visibility.js';
import { fail } from '../lib/app-error.js';

export const notFound = () => fail('NOT_FOUND', 'catNotFound');

/**
 * `read` in one read transaction (BEGIN DEFERRED): every statement of an answer reads the same
 * snapshot. Inside a transaction already open it is a savepoint (better-sqlite3).
 */
export const inOneRead = <T>(ctx: Context, read: () => T): T =>
  ctx.db.$client.transaction(read).deferred();

export function findCat(ctx: Context, id: string): Cat {
  const cat = ctx.db.select().from(cats).where(eq(cats.id, id)).get();
  if (!cat) throw notFound();
  return cat;
}

const RECENT_CHECKINS = 10;

/**
 * A cat's latest check-ins: every one for moderators, those shown to the viewer for others. No
 * hidden-cat filter: the cat page reads them after the cat, which exists only for those who may
 * see it.
 */
const recentCheckins = (db: Db, catId: string, viewer: Viewer) =>
  db
    .select()
    .from(checkins)
    .where(
      and(
        eq(checkins.catId, catId),
        viewer.moderator ? undefined : checkinShownTo(viewer.userId ?? ''),
      ),
    )
    .orderBy(desc(checkins.createdAt), desc(sql`${checkins}.rowid`))
    .limit(RECENT_CHECKINS)
    .all();

export function catById(ctx: Context, id: string) {
  return inOneRead(ctx, () => catPage(ctx, id));
}

function catPage(ctx: Context, id: string) {
  // The DTO reads the cat: none when it does not exist, or is hidden by moderation from all but
  // its registrar and moderators.
  const [dto] = toCatDtos(ctx, [{ id }]);
  if (!dto) throw notFound();
  const viewer = viewerOf(ctx);
  const recent = recentCheckins(ctx.db, id, viewer);
  return { cat: dto, recentCheckIns: toCheckinDtos(ctx.db, recent, viewer) };
}

/** The cats the geo search found, in its order, each with its distance. */
export function dtosOfHits(ctx: Context, view: LocationView, hits: readonly GeoHit[]): CatDto[] {
  const distances = new Map(hits.map((hit) => [hit.id, hit.distance]));
  return toCatDtos(ctx, hits, { view, distances });
}

/**
 * The search's hits without the hidden cats this caller may not see, dropped before the limit
 * and the offset so they never shorten a list or shift a page.
 */
export function visibleHits(
  ctx: Context,
  view: LocationView,
  search: CatSearch,
  offset = 0,
): GeoHit[] {
  const hidden = hiddenCatIds(ctx);
  if (hidden.length === 0) return searchCats(ctx.db, view, search).slice(offset);
  const skip = new Set(hidden);
  const hits = searchCats(ctx.db, view, { ...search, limit: search.limit + hidden.length });
  return hits.filter((hit) => !skip.has(hit.id)).slice(offset, search.limit);
}

const searchDtos = (ctx: Context, search: CatSearch) => {
  const view = locationView(ctx);
  return dtosOfHits(ctx, view, visibleHits(ctx, view, search));
};

/** Active cats nearest first, each with its distance. */
export function nearbyCats(
  ctx: Context,
  query: { latitude: number; longitude: number; radius: number; limit: number },
): CatDto[] {
  return inOneRead(ctx, () => searchDtos(ctx, { ...query, matching: countActiveCats(ctx.db) }));
}

/** Farther than any public point of a privacy cell within 300 m can be (cell diagonal ≈ 710 m). */
const DUPLICATE_SEARCH_METERS = LIMITS.duplicateRadiusMeters + 2 * PRIVACY_CELL_METERS;

/**
 * "Este gato já está cadastrado?" on the add-cat form: active cats with the same picture as the
 * chosen photo first (wherever they are; `samePhoto`), then the others that may be within 300 m
 * of the point, nearest first. A cat's public point may be ~710 m from it, so "may be" means, by
 * public point: in a privacy cell that comes within 300 m of the point (the point's own cell or a
 * neighbour); a carer's own cats by their exact position. Only what every viewer may see:
 * positions and distances as `locationView` allows.
 */
export function similarCats(
  ctx: Context,
  query: { latitude: number; longitude: number; photoHash?: string | undefined },
) {
  return inOneRead(ctx, () => similarInOneRead(ctx, query));
}

function similarInOneRead(
  ctx: Context,
  query: { latitude: number; longitude: number; photoHash?: string | undefined },
) {
  const view = locationView(ctx);
  const nearCells = new Set(
    cellsNear(ctx.tokens.secret, query.latitude, query.longitude, LIMITS.duplicateRadiusMeters).map(
      (cell) => `${cell.row}:${cell.col}`,
    ),
  );
  const candidates = visibleHits(ctx, view, {
    latitude: query.latitude,
    longitude: query.longitude,
    radius: DUPLICATE_SEARCH_METERS,
    limit: 200,
    matching: countActiveCats(ctx.db),
  });
  const positions = new Map(
    candidates.length
      ? ctx.db
          .select({ id: cats.id, lat: cats.publicLat, lng: cats.publicLng })
          .from(cats)
          .where(
            inArray(
              cats.id,
              candidates.map((hit) => hit.id),
            ),
          )
          .all()
          .map((row) => [row.id, row])
      : [],
  );
  const hits = candidates
    .filter((hit) => {
      if (seesExact(view, hit.id)) return hit.distance <= LIMITS.duplicateRadiusMeters;
      const at = positions.get(hit.id);
      if (!at) return false;
      const cell = privacyCell(ctx.tokens.secret, at.lat, at.lng);
      return nearCells.has(`${cell.row}:${cell.col}`);
    })
    .slice(0, 20);
  const samePhoto = new Set(query.photoHash ? catsWithPicture(ctx.db, query.photoHash) : []);
  const nearby = dtosOfHits(ctx, view, hits).map((cat) => ({
    ...cat,
    samePhoto: samePhoto.has(cat._id),
  }));
  const near = new Set(hits.map((hit) => hit.id));
  const elsewhere = [...samePhoto].filter((id) => !near.has(id));
  const active = elsewhere.length
    ? ctx.db
        .select({ id: cats.id })
        .from(cats)
        .where(
          and(
            inArray(cats.id, elsewhere),
            eq(cats.status, 'Ativo'),
            notAmong(cats.id, hiddenCatIds(ctx)),
          ),
        )
        .orderBy(asc(cats.id))
        .limit(20)
        .all()
    : [];
  const far = toCatDtos(ctx, active, { view }).map((cat) => ({ ...cat, samePhoto: true }));
  return [...nearby.filter((cat) => cat.samePhoto), ...far, ...nearby.filter((c) => !c.samePhoto)];
}

/** Active cats in Emergência or Precisa de atenção, most recently updated first. */
export function emergencyCats(ctx: Context, limit: number): CatDto[] {
  return inOneRead(ctx, () => emergencyDtos(ctx, limit));
}

function emergencyDtos(ctx: Context, limit: number): CatDto[] {
  const rows = ctx.db
    .select({ id: cats.id })
    .from(cats)
    .where(
      and(
        eq(cats.status, 'Ativo'),
        inArray(cats.health, [...URGENT_HEALTH]),
        notAmong(cats.id, hiddenCatIds(ctx)),
      ),
    )
    .orderBy(desc(cats.updatedAt), asc(cats.id))
    .limit(limit)
    .all();
  return toCatDtos(ctx, rows);
}
