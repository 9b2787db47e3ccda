import { and, asc, Column, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Context } from '../context.js';
import { perDatabase, type Db } from '../db/client.js';
import { catPhotos, cats, favorites, users, type Cat } from '../db/schema.js';
import { hiddenAmong, canModerate } from '../moderation/visibility.js';
import { helpersOf, type Helper } from '../notifications/help.js';
import { URGENT_HEALTH } from '../../shared/constants.js';
import { photoUrl } from '../lib/photos.js';
import { geoPoint, locationView, publicAreaOf, seesExact, type LocationView } from './privacy.js';
import type { z } from 'zod';
import type { catOutput } from '../../shared/schemas/cats-output.js';

export type CatDto = z.infer<typeof catOutput>;

export interface DtoOptions {
  /** The caller's location view, if already loaded. */
  view?: LocationView;
  /** Distances by cat id (metres, from the position the caller sees). */
  distances?: ReadonlyMap<string, number>;
}

export const canEdit = (ctx: Context, cat: Pick<Cat, 'discoveredById'>): boolean =>
  ctx.isAdmin || (ctx.user !== null && ctx.user.id === cat.discoveredById);

/** Every column of a cat but the grid cells, which only the geo search reads. */
const catColumns = {
  id: cats.id,
  name: cats.name,
  description: cats.description,
  health: cats.health,
  color: cats.color,
  estimatedAge: cats.estimatedAge,
  gender: cats.gender,
  isSterilized: cats.isSterilized,
  isVaccinated: cats.isVaccinated,
  personalityTraits: cats.personalityTraits,
  needs: cats.needs,
  needsDescription: cats.needsDescription,
  lat: cats.lat,
  lng: cats.lng,
  publicLat: cats.publicLat,
  publicLng: cats.publicLng,
  address: cats.address,
  status: cats.status,
  createdAt: cats.createdAt,
  updatedAt: cats.updatedAt,
  lastCheckIn: cats.lastCheckIn,
  totalCheckIns: cats.totalCheckIns,
  discoveredById: cats.discoveredById,
};

/**
 * Rows of a prepared select as `.all()` gives them (named like the selection, decoded by its
 * columns; other fields as SQLite returns them), from its `.values()`. Drizzle's own mapping
 * dispatches on every field of every row: on the nearby list that cost about as much as the query.
 */
function namedRows<Row>(fields: Record<string, unknown>) {
  const keys = Object.keys(fields);
  const decoders = Object.values(fields).map((field) =>
    field instanceof Column ? (value: unknown) => field.mapFromDriverValue(value) : null,
  );
  return (rows: unknown[][]): Row[] =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = row[i];
        const decode = decoders[i];
        out[keys[i]!] = value === null || !decode ? value : decode(value);
      }
      return out as Row;
    });
}

/**
 * The two queries of a DTO batch of `size` ids (`id0`, `id1`, …; a short batch repeats its last
 * id). Prepared once per database and size: the nearby list runs them on every request, and
 * building and preparing them would cost more than running them.
 */
function prepareBatch(db: Db, size: number) {
  const ids = Array.from({ length: size }, (_, i) => sql.placeholder(`id${i}`));
  const isFavorite = exists(
    db
      .select({ catId: favorites.catId })
      .from(favorites)
      .where(and(eq(favorites.userId, sql.placeholder('userId')), eq(favorites.catId, cats.id))),
  ).mapWith(Number);
  const fields = { ...catColumns, registrarName: users.name, isFavorite };
  const query = db
    .select(fields)
    .from(cats)
    .innerJoin(users, eq(users.id, cats.discoveredById))
    .where(inArray(cats.id, ids))
    .prepare();
  const toRows = namedRows<ReturnType<typeof query.all>[number]>(fields);
  return {
    cats: (params: Record<string, unknown>) => toRows(query.values(params)),
    photos: db
      .select({
        catId: catPhotos.catId,
        id: catPhotos.id,
        position: catPhotos.position,
        file: catPhotos.file,
        thumb: catPhotos.thumb,
      })
      .from(catPhotos)
      .where(inArray(catPhotos.catId, ids))
      .orderBy(asc(catPhotos.catId), asc(catPhotos.position))
      .prepare(),
  };
}

type Batch = ReturnType<typeof prepareBatch>;
type CatRow = ReturnType<Batch['cats']>[number];
type PhotoRow = ReturnType<Batch['photos']['all']>[number];

/** Batch sizes are powers of two up to this: a handful of statements per database. */
const MAX_BATCH = 256;
const batches = perDatabase(() => new Map<number, Batch>());

/** The rows and photos of these cats (at most MAX_BATCH), by cat id. */
function loadBatch(db: Db, ids: readonly string[], userId: string | null) {
  let size = 1;
  while (size < ids.length) size *= 2;
  const cache = batches(db);
  let batch = cache.get(size);
  if (!batch) {
    batch = prepareBatch(db, size);
    cache.set(size, batch);
  }
  const params: Record<string, string | null> = { userId };
  for (let i = 0; i < size; i++) params[`id${i}`] = ids[Math.min(i, ids.length - 1)]!;
  const rows = new Map(batch.cats(params).map((row) => [row.id, row]));
  const photos = new Map<string, PhotoRow[]>();
  for (const photo of batch.photos.all(params)) {
    const list = photos.get(photo.catId);
    if (list) list.push(photo);
    else photos.set(photo.catId, [photo]);
  }
  return { rows, photos };
}

function toDto(
  ctx: Context,
  view: LocationView,
  cat: CatRow,
  photos: readonly PhotoRow[],
  distance: number | undefined,
  helpers: Helper[],
  hidden: ReadonlyMap<string, string>,
): CatDto {
  // A hidden photo is left out, except for the registrar and moderators, who see it marked.
  const sees = canEdit(ctx, cat) || canModerate(ctx);
  const shown = sees ? photos : photos.filter((photo) => !hidden.has(photo.id));
  const main = shown.find((photo) => photo.position === 0);
  const extra = shown.filter((photo) => photo.position !== 0);
  const hiddenCat = hidden.get(cat.id);
  const exact = seesExact(view, cat.id);
  return {
    _id: cat.id,
    name: cat.name,
    description: cat.description,
    photoUrl: main ? photoUrl(main.file) : '',
    thumbnailUrl: main ? photoUrl(main.thumb) : '',
    photoId: main?.id ?? '',
    additionalPhotos: extra.map((p) => photoUrl(p.file)),
    additionalPhotoThumbnails: extra.map((p) => photoUrl(p.thumb)),
    additionalPhotoIds: extra.map((p) => p.id),
    health: cat.health,
    color: cat.color,
    estimatedAge: cat.estimatedAge,
    gender: cat.gender,
    isSterilized: cat.isSterilized,
    isVaccinated: cat.isVaccinated,
    personalityTraits: cat.personalityTraits,
    needs: cat.needs,
    needsDescription: cat.needsDescription,
    // The free-text address often names a home: carers only, like the exact point.
    location: exact
      ? geoPoint(cat.lat, cat.lng, cat.address)
      : geoPoint(cat.publicLat, cat.publicLng, ''),
    exactLocation: exact,
    publicArea: exact ? null : publicAreaOf(ctx.tokens.secret, cat.publicLat, cat.publicLng),
    status: cat.status,
    createdAt: cat.createdAt.toISOString(),
    updatedAt: cat.updatedAt.toISOString(),
    lastCheckIn: cat.lastCheckIn === null ? null : cat.lastCheckIn.toISOString(),
    totalCheckIns: cat.totalCheckIns,
    discoveredBy: { _id: cat.discoveredById, name: cat.registrarName },
    canEdit: canEdit(ctx, cat),
    isFavorite: cat.isFavorite === 1,
    hidden: hiddenCat === undefined ? null : { reason: hiddenCat },
    hiddenPhotos: shown.flatMap((photo) => {
      const reason = hidden.get(photo.id);
      return reason === undefined ? [] : [{ _id: photo.id, reason }];
    }),
    helpers,
    ...(distance === undefined ? {} : { distance: Math.round(distance) }),
  };
}

/** Cats as the caller may see them, in the order given (cats deleted meanwhile are skipped). */
export function toCatDtos(
  ctx: Context,
  rows: readonly Pick<Cat, 'id'>[],
  options: DtoOptions = {},
): CatDto[] {
  if (rows.length === 0) return [];
  const view = options.view ?? locationView(ctx);
  const userId = ctx.user?.id ?? null;
  const out: CatDto[] = [];
  for (let start = 0; start < rows.length; start += MAX_BATCH) {
    const ids = rows.slice(start, start + MAX_BATCH).map((row) => row.id);
    const batch = loadBatch(ctx.db, ids, userId);
    // Only a cat in need can have helpers on the way: most pages need no query for them.
    const inNeed = [...batch.rows.values()].filter((cat) => URGENT_HEALTH.includes(cat.health));
    const helpers = helpersOf(
      ctx.db,
      inNeed.map((cat) => cat.id),
    );
    const hidden = hiddenAmong(ctx.db, [
      ...ids,
      ...[...batch.photos.values()].flatMap((list) => list.map((photo) => photo.id)),
    ]);
    for (const id of ids) {
      const cat = batch.rows.get(id);
      if (!cat) continue;
      // Hidden by moderation: out of every answer but its registrar's and moderators'.
      if (hidden.has(cat.id) && !canEdit(ctx, cat) && !canModerate(ctx)) continue;
      out.push(
        toDto(
          ctx,
          view,
          cat,
          batch.photos.get(id) ?? [],
          options.distances?.get(id),
          helpers.get(id) ?? [],
          hidden,
        ),
      );
    }
  }
  return out;
}
