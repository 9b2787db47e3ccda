import type { Context } from '../context.js';
import type { Cat } from '../db/schema.js';
import { canModerate } from '../moderation/visibility.js';
import type { Helper } from '../notifications/help.js';
import { URGENT_HEALTH } from '../../shared/constants.js';
import { photoUrl } from '../lib/photos.js';
import { geoPoint, locationView, publicAreaOf, seesExact, type LocationView } from './privacy.js';
import type { z } from 'zod';
import type { catOutput } from '../../shared/schemas/cats-output.js';
import { loadBatch, MAX_BATCH, type CatRef, type CatRow, type PhotoRow } from './cat-rows.js';

export type CatDto = z.infer<typeof catOutput>;

export interface DtoOptions {
  /** The caller's location view, if already loaded. */
  view?: LocationView;
  /** Distances by cat id (metres, from the position the caller sees). */
  distances?: ReadonlyMap<string, number>;
}

export const canEdit = (ctx: Context, cat: Pick<Cat, 'discoveredById'>): boolean =>
  ctx.isAdmin || (ctx.user !== null && ctx.user.id === cat.discoveredById);

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
    isFavorite: cat.isFavorite,
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
  rows: readonly CatRef[],
  options: DtoOptions = {},
): CatDto[] {
  if (rows.length === 0) return [];
  const view = options.view ?? locationView(ctx);
  const userId = ctx.user?.id ?? null;
  const out: CatDto[] = [];
  for (let start = 0; start < rows.length; start += MAX_BATCH) {
    const refs = rows.slice(start, start + MAX_BATCH);
    const ids = refs.map((row) => row.id);
    const batch = loadBatch(ctx.db, refs, userId);
    // Only a cat in need can have helpers on the way: most pages need no query for them.
    const inNeed = [...batch.rows.values()].filter((cat) => URGENT_HEALTH.includes(cat.health));
    const helpers = batch.helpers(inNeed.map((cat) => cat.id));
    // Why moderation hid a cat or photo of the batch, by its id.
    const hidden = new Map<string, string>();
    for (const cat of batch.rows.values()) if (cat.hidden !== null) hidden.set(cat.id, cat.hidden);
    for (const list of batch.photos.values()) {
      for (const photo of list) if (photo.hidden !== null) hidden.set(photo.id, photo.hidden);
    }
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
