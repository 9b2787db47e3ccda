import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LIMITS, URGENT_HEALTH } from '../../shared/constants.js';
import { distanceMeters } from '../../shared/geo.js';
import { BONUS, FAIR_PLAY } from '../../shared/points.js';
import { parseCreateCat, updateCatInput, type ListQuery } from '../../shared/schemas/cats.js';
import { localDay } from '../../shared/time.js';
import type { AuthedContext, Context } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import {
  catPhotos,
  cats,
  checkins,
  favorites,
  pointsLedger,
  users,
  type Cat,
} from '../db/schema.js';
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
import { searchNearest, type GeoHit } from './geo-search.js';
import { awardPoints } from './ledger.js';
import {
  geoPoint,
  locationView,
  positionColumns,
  visiblePosition,
  type GeoPoint,
  type LocationView,
} from './privacy.js';

/** `(select value from json_each(:name))`: a list of any length as one bound JSON parameter. */
const inJson = (name: string) => sql`(select value from json_each(${sql.placeholder(name)}))`;

function prepareQueries(db: Db) {
  return {
    catsByRowid: db
      .select()
      .from(cats)
      .where(sql`${cats}.rowid in ${inJson('rowids')}`)
      .prepare(),
    photos: db
      .select()
      .from(catPhotos)
      .where(inArray(catPhotos.catId, inJson('ids')))
      .orderBy(catPhotos.catId, catPhotos.position)
      .prepare(),
    names: db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, inJson('ids')))
      .prepare(),
    favorites: db
      .select({ catId: favorites.catId })
      .from(favorites)
      .where(
        and(
          eq(favorites.userId, sql.placeholder('userId')),
          inArray(favorites.catId, inJson('ids')),
        ),
      )
      .prepare(),
  };
}

// Built once per database: the nearby list runs these on every request, and building and
// preparing the SQL each time would cost more than running it.
const preparedQueries = new WeakMap<Db['$client'], ReturnType<typeof prepareQueries>>();

function queriesFor(db: Db) {
  let found = preparedQueries.get(db.$client);
  if (!found) {
    found = prepareQueries(db);
    preparedQueries.set(db.$client, found);
  }
  return found;
}

export interface CatDto {
  _id: string;
  name: string;
  description: string;
  photoUrl: string;
  thumbnailUrl: string;
  additionalPhotos: string[];
  additionalPhotoThumbnails: string[];
  /** Ids of the additional photos, in the same order (for removeAdditionalPhotos). */
  additionalPhotoIds: string[];
  health: Cat['health'];
  color: string;
  estimatedAge: Cat['estimatedAge'];
  gender: Cat['gender'];
  isSterilized: boolean;
  isVaccinated: boolean;
  personalityTraits: Cat['personalityTraits'];
  needs: Cat['needs'];
  needsDescription: string;
  /** GeoJSON: the exact position for caretakers and admins, the shifted one for everybody else. */
  location: GeoPoint;
  exactLocation: boolean;
  status: Cat['status'];
  createdAt: string;
  updatedAt: string;
  lastCheckIn: string | null;
  totalCheckIns: number;
  discoveredBy: { _id: string; name: string };
  canEdit: boolean;
  isFavorite: boolean;
  /** Metres from the point asked about to the position this caller sees. */
  distance?: number;
}

interface DtoOptions {
  /** The caller's location view, if already loaded. */
  view?: LocationView;
  /** Distances by cat id (metres, from the position the caller sees). */
  distances?: ReadonlyMap<string, number>;
}

/** Cats as the caller may see them, in the order given: a fixed number of queries per batch. */
export function toCatDtos(ctx: Context, rows: Cat[], options: DtoOptions = {}): CatDto[] {
  if (rows.length === 0) return [];
  const queries = queriesFor(ctx.db);
  const view = options.view ?? locationView(ctx);
  const ids = JSON.stringify(rows.map((r) => r.id));
  const photos = new Map<string, (typeof catPhotos.$inferSelect)[]>();
  for (const photo of queries.photos.all({ ids })) {
    const list = photos.get(photo.catId) ?? [];
    list.push(photo);
    photos.set(photo.catId, list);
  }
  const registrarIds = JSON.stringify([...new Set(rows.map((r) => r.discoveredById))]);
  const names = new Map(queries.names.all({ ids: registrarIds }).map((u) => [u.id, u.name]));
  const favorite = new Set(
    ctx.user ? queries.favorites.all({ userId: ctx.user.id, ids }).map((f) => f.catId) : [],
  );
  return rows.map((cat) => {
    const list = photos.get(cat.id) ?? [];
    const main = list.find((p) => p.position === 0);
    const extra = list.filter((p) => p.position > 0);
    const position = visiblePosition(view, cat);
    const distance = options.distances?.get(cat.id);
    return {
      _id: cat.id,
      name: cat.name,
      description: cat.description,
      photoUrl: main ? photoUrl(main.file) : '',
      thumbnailUrl: main ? photoUrl(main.thumb) : '',
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
      location: geoPoint(position.latitude, position.longitude, cat.address),
      exactLocation: position.exact,
      status: cat.status,
      createdAt: cat.createdAt.toISOString(),
      updatedAt: cat.updatedAt.toISOString(),
      lastCheckIn: cat.lastCheckIn?.toISOString() ?? null,
      totalCheckIns: cat.totalCheckIns,
      discoveredBy: { _id: cat.discoveredById, name: names.get(cat.discoveredById) ?? '' },
      canEdit: canEdit(ctx, cat),
      isFavorite: favorite.has(cat.id),
      ...(distance === undefined ? {} : { distance: Math.round(distance) }),
    };
  });
}

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'catNotFound' });

export const canEdit = (ctx: Context, cat: Pick<Cat, 'discoveredById'>): boolean =>
  ctx.isAdmin || (ctx.user !== null && ctx.user.id === cat.discoveredById);

function findCat(ctx: Context, id: string): Cat {
  const cat = ctx.db.select().from(cats).where(eq(cats.id, id)).get();
  if (!cat) throw notFound();
  return cat;
}

/** The cats of search hits, in the order of the hits (cats deleted meanwhile are skipped). */
function catsOfHits(ctx: Context, hits: GeoHit[]): Cat[] {
  if (hits.length === 0) return [];
  const rows = queriesFor(ctx.db).catsByRowid.all({
    rowids: JSON.stringify(hits.map((hit) => hit.rowid)),
  });
  const byId = new Map(rows.map((c) => [c.id, c]));
  return hits.flatMap((hit) => byId.get(hit.id) ?? []);
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

function dtosForHits(ctx: Context, view: LocationView, hits: GeoHit[]): CatDto[] {
  const distances = new Map(hits.map((hit) => [hit.id, hit.distance]));
  return toCatDtos(ctx, catsOfHits(ctx, hits), { view, distances });
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
    .select()
    .from(cats)
    .where(and(eq(cats.status, 'Ativo'), inArray(cats.health, [...URGENT_HEALTH])))
    .orderBy(desc(cats.updatedAt), asc(cats.id))
    .limit(limit)
    .all();
  return toCatDtos(ctx, rows);
}

/** The map list and /cats: filters applied, paginated (PRODUCT.md "Resolved ambiguities"). */
export function listCats(ctx: Context, query: ListQuery) {
  const conditions: SQL[] = [];
  if (query.health?.length) conditions.push(inArray(cats.health, query.health));
  if (query.status?.length) conditions.push(inArray(cats.status, query.status));
  if (query.gender?.length) conditions.push(inArray(cats.gender, query.gender));
  if (query.estimatedAge?.length) conditions.push(inArray(cats.estimatedAge, query.estimatedAge));
  const where = conditions.length ? and(...conditions) : undefined;
  const total = ctx.db.select({ n: count() }).from(cats).where(where).get()?.n ?? 0;
  const offset = (query.page - 1) * query.limit;
  const view = locationView(ctx);
  const origin =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : null;
  const distanceTo = (cat: Parameters<typeof visiblePosition>[1]) => {
    const seen = visiblePosition(view, cat);
    return distanceMeters(origin!.latitude, origin!.longitude, seen.latitude, seen.longitude);
  };

  let rows: Cat[];
  let distances: Map<string, number> | undefined;
  if (origin && (query.sort === undefined || query.sort === 'distance')) {
    // Every matching cat is measured from the point this caller sees; only the page is loaded.
    const measured = ctx.db
      .select({
        id: cats.id,
        rowid: sql<number>`${cats}.rowid`,
        lat: cats.lat,
        lng: cats.lng,
        publicLat: cats.publicLat,
        publicLng: cats.publicLng,
      })
      .from(cats)
      .where(where)
      .all()
      .map((cat) => ({ id: cat.id, rowid: cat.rowid, distance: distanceTo(cat) }))
      .sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(offset, offset + query.limit);
    distances = new Map(measured.map((m) => [m.id, m.distance]));
    rows = catsOfHits(ctx, measured);
  } else {
    const order =
      query.sort === 'name'
        ? [sql`${cats.name} collate nocase`, asc(cats.id)]
        : query.sort === '-createdAt'
          ? [desc(cats.createdAt), asc(cats.id)]
          : [desc(cats.updatedAt), asc(cats.id)];
    rows = ctx.db
      .select()
      .from(cats)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offset)
      .all();
    if (origin) distances = new Map(rows.map((cat) => [cat.id, distanceTo(cat)]));
  }
  return {
    cats: toCatDtos(ctx, rows, { view, distances }),
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
