import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { CAT_STATUS, LIMITS, URGENT_HEALTH } from '../../shared/constants.js';
import { distanceMeters } from '../../shared/geo.js';
import { BONUS, FAIR_PLAY } from '../../shared/points.js';
import { parseCreateCat, updateCatInput, type ListQuery } from '../../shared/schemas/cats.js';
import type { catOutput } from '../../shared/schemas/cats-output.js';
import { localDay } from '../../shared/time.js';
import type { AuthedContext, Context } from '../context.js';
import { perDatabase, transaction } from '../db/client.js';
import { catPhotos, cats, checkins, pointsLedger, users, type Cat } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { photoUrl, type StoredPhoto } from '../lib/photos.js';
import {
  discardPhotos,
  formFiles,
  formInput,
  storeUploads,
  withStoredPhotos,
} from '../lib/uploads.js';
import { unlockAchievements } from './achievements.js';
import { progressDetails, renderDetails } from './bonus-details.js';
import { toCheckinDtos, viewerOf } from './checkins.js';
import { countCats } from './cat-counts.js';
import { searchNearest, searchNearestMatching, type GeoHit } from './geo-search.js';
import { awardPoints } from './ledger.js';
import {
  geoPoint,
  locationView,
  positionColumns,
  seesExact,
  visiblePosition,
  type LocationView,
} from './privacy.js';

/** A cat as the DTO builder reads it: one row of `dtoSelect`, with its photos and registrar. */
type CatRecord = [
  id: string,
  name: string,
  description: string,
  health: Cat['health'],
  color: string,
  estimatedAge: Cat['estimatedAge'],
  gender: Cat['gender'],
  isSterilized: 0 | 1,
  isVaccinated: 0 | 1,
  personalityTraits: string,
  needs: string,
  needsDescription: string,
  lat: number,
  lng: number,
  publicLat: number,
  publicLng: number,
  address: string,
  status: Cat['status'],
  createdAt: number,
  updatedAt: number,
  lastCheckIn: number | null,
  totalCheckIns: number,
  discoveredById: string,
  registrarName: string,
  /** JSON: [[id, position, file, thumb], …] by position; null without photos. */
  photos: string | null,
  isFavorite: 0 | 1,
];

/**
 * Everything a DTO needs in one statement, as plain arrays: on the nearby list, ORM mapping and
 * row objects cost more than the search itself. The cats come in the order of the keys.
 */
const dtoSelect = (key: 'rowid' | 'id') => `
  SELECT c.id, c.name, c.description, c.health, c.color, c.estimated_age, c.gender,
    c.is_sterilized, c.is_vaccinated, c.personality_traits, c.needs, c.needs_description,
    c.lat, c.lng, c.public_lat, c.public_lng, c.address, c.status, c.created_at, c.updated_at,
    c.last_check_in, c.total_check_ins, c.discovered_by_id, coalesce(u.name, ''),
    (SELECT json_group_array(json_array(p.id, p.position, p.file, p.thumb) ORDER BY p.position)
     FROM cat_photos p WHERE p.cat_id = c.id HAVING count(*) > 0),
    @userId IS NOT NULL
      AND EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = @userId AND f.cat_id = c.id)
  FROM json_each(@keys) k CROSS JOIN cats c ON c.${key} = k.value
  LEFT JOIN users u ON u.id = c.discovered_by_id
  ORDER BY k.key`;

// Prepared once per database: the nearby list runs this on every request.
const dtoStatements = perDatabase((db) => ({
  rowid: db.$client.prepare(dtoSelect('rowid')).raw(true),
  id: db.$client.prepare(dtoSelect('id')).raw(true),
}));

export type CatDto = z.infer<typeof catOutput>;

interface DtoOptions {
  /** The caller's location view, if already loaded. */
  view?: LocationView;
  /** Distances by cat id (metres, from the position the caller sees). */
  distances?: ReadonlyMap<string, number>;
}

const iso = (ms: number) => new Date(ms).toISOString();
const jsonList = <T>(json: string): T[] => (json === '[]' ? [] : (JSON.parse(json) as T[]));

type PhotoRecord = [id: string, position: number, file: string, thumb: string];

function toDto(ctx: Context, view: LocationView, row: CatRecord, distance?: number): CatDto {
  const [
    id,
    name,
    description,
    health,
    color,
    estimatedAge,
    gender,
    isSterilized,
    isVaccinated,
    personalityTraits,
    needs,
    needsDescription,
    lat,
    lng,
    publicLat,
    publicLng,
    address,
    status,
    createdAt,
    updatedAt,
    lastCheckIn,
    totalCheckIns,
    discoveredById,
    registrarName,
    photos,
    isFavorite,
  ] = row;
  let main: PhotoRecord | undefined;
  const extra: PhotoRecord[] = [];
  for (const photo of photos === null ? [] : jsonList<PhotoRecord>(photos)) {
    if (photo[1] === 0) main = photo;
    else extra.push(photo);
  }
  const exact = seesExact(view, id);
  return {
    _id: id,
    name,
    description,
    photoUrl: main ? photoUrl(main[2]) : '',
    thumbnailUrl: main ? photoUrl(main[3]) : '',
    additionalPhotos: extra.map((p) => photoUrl(p[2])),
    additionalPhotoThumbnails: extra.map((p) => photoUrl(p[3])),
    additionalPhotoIds: extra.map((p) => p[0]),
    health,
    color,
    estimatedAge,
    gender,
    isSterilized: isSterilized === 1,
    isVaccinated: isVaccinated === 1,
    personalityTraits: jsonList(personalityTraits),
    needs: jsonList(needs),
    needsDescription,
    location: exact ? geoPoint(lat, lng, address) : geoPoint(publicLat, publicLng, address),
    exactLocation: exact,
    status,
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
    lastCheckIn: lastCheckIn === null ? null : iso(lastCheckIn),
    totalCheckIns,
    discoveredBy: { _id: discoveredById, name: registrarName },
    canEdit: canEdit(ctx, { discoveredById }),
    isFavorite: isFavorite === 1,
    ...(distance === undefined ? {} : { distance: Math.round(distance) }),
  };
}

/** DTOs of the cats with these keys, in that order (cats deleted meanwhile are skipped). */
function dtosByKey(
  ctx: Context,
  key: 'rowid' | 'id',
  keys: readonly (number | string)[],
  options: DtoOptions = {},
): CatDto[] {
  if (keys.length === 0) return [];
  const view = options.view ?? locationView(ctx);
  const records = dtoStatements(ctx.db)[key].all({
    keys: JSON.stringify(keys),
    userId: ctx.user?.id ?? null,
  }) as CatRecord[];
  const distances = options.distances;
  const out: CatDto[] = [];
  for (const row of records) {
    const distance = distances?.get(row[0]);
    // By rowid, a row of another cat (one deleted and replaced meanwhile) is not the hit.
    if (key === 'rowid' && distance === undefined) continue;
    out.push(toDto(ctx, view, row, distance));
  }
  return out;
}

/** Cats as the caller may see them, in the order given. */
export function toCatDtos(
  ctx: Context,
  rows: readonly Pick<Cat, 'id'>[],
  options: DtoOptions = {},
): CatDto[] {
  return dtosByKey(
    ctx,
    'id',
    rows.map((r) => r.id),
    options,
  );
}

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'catNotFound' });

export const canEdit = (ctx: Context, cat: Pick<Cat, 'discoveredById'>): boolean =>
  ctx.isAdmin || (ctx.user !== null && ctx.user.id === cat.discoveredById);

function findCat(ctx: Context, id: string): Cat {
  const cat = ctx.db.select().from(cats).where(eq(cats.id, id)).get();
  if (!cat) throw notFound();
  return cat;
}

const RECENT_CHECKINS = 10;

export function catById(ctx: Context, id: string) {
  const cat = findCat(ctx, id);
  const recent = ctx.db
    .select()
    .from(checkins)
    .where(eq(checkins.catId, id))
    .orderBy(desc(checkins.createdAt), desc(sql`${checkins}.rowid`))
    .limit(RECENT_CHECKINS)
    .all();
  const [dto] = toCatDtos(ctx, [cat]);
  return { cat: dto!, recentCheckIns: toCheckinDtos(ctx.db, recent, viewerOf(ctx)) };
}

function dtosForHits(ctx: Context, view: LocationView, hits: readonly GeoHit[]): CatDto[] {
  const distances = new Map(hits.map((hit) => [hit.id, hit.distance]));
  return dtosByKey(
    ctx,
    'rowid',
    hits.map((hit) => hit.rowid),
    { view, distances },
  );
}

/** Active cats nearest first, each with its distance (PRODUCT.md "Cats"). */
export function nearbyCats(
  ctx: Context,
  query: { latitude: number; longitude: number; radius: number; limit: number },
): CatDto[] {
  const view = locationView(ctx);
  return dtosForHits(ctx, view, searchNearest(ctx.db, view, query));
}

/** Active cats within 300 m of a point on the add-cat form ("Este gato já está cadastrado?"). */
export function similarCats(ctx: Context, point: { latitude: number; longitude: number }) {
  const view = locationView(ctx);
  const hits = searchNearest(ctx.db, view, {
    ...point,
    radius: LIMITS.duplicateRadiusMeters,
    limit: 20,
  });
  return dtosForHits(ctx, view, hits);
}

/** Active cats in Emergência or Precisa de atenção, most recently updated first. */
export function emergencyCats(ctx: Context, limit: number): CatDto[] {
  const rows = ctx.db
    .select({ id: cats.id })
    .from(cats)
    .where(and(eq(cats.status, 'Ativo'), inArray(cats.health, [...URGENT_HEALTH])))
    .orderBy(desc(cats.updatedAt), asc(cats.id))
    .limit(limit)
    .all();
  return toCatDtos(ctx, rows);
}

/** The map list and /cats: filters applied, paginated (PRODUCT.md "Resolved ambiguities"). */
export function listCats(ctx: Context, query: ListQuery) {
  const total = countCats(ctx.db, query);
  const offset = (query.page - 1) * query.limit;
  const view = locationView(ctx);
  const origin =
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
        : searchNearestMatching(ctx.db, view, origin, filter, offset + query.limit, total).slice(
            offset,
          );
    dtos = dtosForHits(ctx, view, hits);
  } else {
    const conditions: SQL[] = [];
    if (query.health?.length) conditions.push(inArray(cats.health, query.health));
    if (query.status?.length) {
      // The (status, updatedAt) index only gives the order for one status by update; otherwise
      // walking it means a random read per cat, and one pass over the table costs far less.
      const indexed =
        query.status.length === 1 && query.sort !== 'name' && query.sort !== '-createdAt';
      conditions.push(
        indexed ? inArray(cats.status, query.status) : inArray(sql`+${cats.status}`, query.status),
      );
    }
    if (query.gender?.length) conditions.push(inArray(cats.gender, query.gender));
    if (query.estimatedAge?.length) conditions.push(inArray(cats.estimatedAge, query.estimatedAge));
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
      .where(conditions.length ? and(...conditions) : undefined)
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
    dtos = toCatDtos(ctx, rows, { view, distances });
  }
  return {
    cats: dtos,
    total,
    page: query.page,
    totalPages: Math.ceil(total / query.limit),
  };
}

/**
 * Registers a cat: FormData with `data` (JSON of createCatInput), `photo` and up to 5
 * `additionalPhotos` (extras are dropped). One transaction writes the cat, its photos, the +50
 * points (at most 5 rewarded cats a community day), the counter and the achievements.
 */
export async function createCat(ctx: AuthedContext, form: FormData) {
  const [mainPhoto] = formFiles(form, 'photo');
  const input = formInput(form, (json) => parseCreateCat(json, mainPhoto !== undefined));
  const extra = formFiles(form, 'additionalPhotos').slice(0, LIMITS.additionalPhotosMax);
  const stored = await storeUploads(ctx, [mainPhoto!, ...extra]);

  const id = newId();
  const userId = ctx.user.id;
  const now = ctx.clock.now();
  const day = localDay(now, ctx.settings.TZ_COMMUNITY);
  const outcome = await withStoredPhotos(ctx, stored, () =>
    transaction(ctx.db, (tx) => {
      tx.insert(cats)
        .values({
          id,
          name: input.name,
          description: input.description,
          health: input.health,
          color: input.color,
          estimatedAge: input.estimatedAge,
          gender: input.gender,
          isSterilized: input.isSterilized,
          isVaccinated: input.isVaccinated,
          personalityTraits: input.personalityTraits,
          needs: input.needs,
          needsDescription: input.needsDescription,
          ...positionColumns(
            ctx.tokens.secret,
            id,
            input.location.latitude,
            input.location.longitude,
          ),
          address: input.location.address,
          status: 'Ativo',
          discoveredById: userId,
          createdAt: now,
          updatedAt: now,
        })
        .run();
      tx.insert(catPhotos)
        .values(
          stored.map((photo, position) => ({
            id: newId(),
            catId: id,
            position,
            ...photo,
            createdAt: now,
          })),
        )
        .run();
      const levelBefore = tx
        .select({ level: users.level })
        .from(users)
        .where(eq(users.id, userId))
        .get()!.level;
      const rewardedToday =
        tx
          .select({ n: count() })
          .from(pointsLedger)
          .where(
            and(
              eq(pointsLedger.userId, userId),
              eq(pointsLedger.day, day),
              eq(pointsLedger.reason, 'catRegistered'),
            ),
          )
          .get()?.n ?? 0;
      const points = rewardedToday < FAIR_PLAY.catsRegisteredPerDay ? BONUS.catRegistered : 0;
      const { level } = awardPoints(tx, {
        userId,
        points,
        reason: 'catRegistered',
        catId: id,
        day,
        at: now,
      });
      tx.update(users)
        .set({ catsRegistered: sql`${users.catsRegistered} + 1` })
        .where(eq(users.id, userId))
        .run();
      const unlocked = unlockAchievements(tx, userId, now);
      return { points, details: progressDetails(levelBefore, level, unlocked) };
    }),
  );

  const bonusDetails = renderDetails(ctx.locale, [
    outcome.points > 0
      ? { type: 'catRegistered', points: outcome.points }
      : { type: 'catRegisteredCap', points: 0 },
    ...outcome.details,
  ]);
  const [dto] = toCatDtos(ctx, [findCat(ctx, id)]);
  return { ...dto!, pointsEarned: outcome.points, bonusDetails };
}

function editableCat(ctx: AuthedContext, id: string): Cat {
  const cat = findCat(ctx, id);
  if (!canEdit(ctx, cat)) throw new TRPCError({ code: 'FORBIDDEN', message: 'catEditForbidden' });
  return cat;
}

const matchesPhoto = (keys: ReadonlySet<string>, photo: typeof catPhotos.$inferSelect) =>
  keys.has(photo.id) || keys.has(photoUrl(photo.file)) || keys.has(photoUrl(photo.thumb));

/**
 * Changes a cat (registrar or admin): FormData with `data` (JSON of updateCatInput), optionally a
 * new `photo`, and `additionalPhotos` to add while there is room for them (5 in all).
 */
export async function updateCat(ctx: AuthedContext, form: FormData) {
  const input = formInput(form, (json) => updateCatInput.safeParse(json));
  const cat = editableCat(ctx, input.id);

  const removeKeys = new Set(input.removeAdditionalPhotos);
  const current = ctx.db.select().from(catPhotos).where(eq(catPhotos.catId, cat.id)).all();
  const kept = current.filter((p) => p.position > 0 && !matchesPhoto(removeKeys, p));
  const room = Math.max(0, LIMITS.additionalPhotosMax - kept.length);
  const [newMain] = formFiles(form, 'photo');
  const newExtra = formFiles(form, 'additionalPhotos').slice(0, room);
  const stored = await storeUploads(ctx, newMain ? [newMain, ...newExtra] : newExtra);
  const storedMain = newMain ? stored[0] : undefined;
  const storedExtra = newMain ? stored.slice(1) : stored;

  const now = ctx.clock.now();
  const garbage = await withStoredPhotos(ctx, stored, () =>
    transaction(ctx.db, (tx) => {
      // Read again inside the transaction: another edit may have landed since.
      if (!tx.select({ id: cats.id }).from(cats).where(eq(cats.id, cat.id)).get()) {
        throw notFound();
      }
      const photos = tx.select().from(catPhotos).where(eq(catPhotos.catId, cat.id)).all();
      const removed = photos.filter((p) => p.position > 0 && matchesPhoto(removeKeys, p));
      const unused: Pick<StoredPhoto, 'file' | 'thumb'>[] = [...removed];
      if (removed.length) {
        tx.delete(catPhotos)
          .where(
            inArray(
              catPhotos.id,
              removed.map((p) => p.id),
            ),
          )
          .run();
      }
      const oldMain = photos.find((p) => p.position === 0);
      if (storedMain) {
        if (oldMain) {
          tx.update(catPhotos)
            .set({ ...storedMain, createdAt: now })
            .where(eq(catPhotos.id, oldMain.id))
            .run();
          unused.push(oldMain);
        } else {
          tx.insert(catPhotos)
            .values({ id: newId(), catId: cat.id, position: 0, ...storedMain, createdAt: now })
            .run();
        }
      }
      const taken = new Set(
        photos.filter((p) => p.position > 0 && !removed.includes(p)).map((p) => p.position),
      );
      const free: number[] = [];
      for (let position = 1; position <= LIMITS.additionalPhotosMax; position++) {
        if (!taken.has(position)) free.push(position);
      }
      storedExtra.forEach((photo, i) => {
        const position = free[i];
        if (position === undefined) {
          unused.push(photo); // no room left after a concurrent edit: dropped like any extra
          return;
        }
        tx.insert(catPhotos)
          .values({ id: newId(), catId: cat.id, position, ...photo, createdAt: now })
          .run();
      });

      const { id: _id, removeAdditionalPhotos: _remove, location, ...fields } = input;
      tx.update(cats)
        .set({
          ...fields,
          ...(location
            ? {
                ...positionColumns(
                  ctx.tokens.secret,
                  cat.id,
                  location.latitude,
                  location.longitude,
                ),
                address: location.address,
              }
            : {}),
          updatedAt: now,
        })
        .where(eq(cats.id, cat.id))
        .run();
      return unused;
    }),
  );
  await discardPhotos(ctx, garbage);
  const [dto] = toCatDtos(ctx, [findCat(ctx, cat.id)]);
  return dto!;
}

/**
 * Deletes a cat (registrar or admin). Its check-ins stay in the history (cat id cleared, name
 * kept) and points stay earned; its favourites and photos go.
 */
export async function deleteCat(ctx: AuthedContext, id: string) {
  const cat = editableCat(ctx, id);
  const photos = transaction(ctx.db, (tx) => {
    const rows = tx.select().from(catPhotos).where(eq(catPhotos.catId, cat.id)).all();
    // Foreign keys do the rest: photos and favourites cascade, check-ins keep catName.
    tx.delete(cats).where(eq(cats.id, cat.id)).run();
    return rows;
  });
  await discardPhotos(ctx, photos);
  return { _id: cat.id, deleted: true as const };
}
