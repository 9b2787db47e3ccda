import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ACHIEVEMENTS } from '../../shared/achievements.js';
import { LIMITS, URGENT_HEALTH } from '../../shared/constants.js';
import { distanceMeters } from '../../shared/geo.js';
import { BONUS, FAIR_PLAY } from '../../shared/points.js';
import {
  parseCreateCat,
  updateCatInput,
  type ListQuery,
  type UpdateCatData,
} from '../../shared/schemas/cats.js';
import { localDay } from '../../shared/time.js';
import type { Context } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import {
  catPhotos,
  cats,
  checkinPhotos,
  checkins,
  favorites,
  pointsLedger,
  users,
  type Cat,
  type Checkin,
  type User,
} from '../db/schema.js';
import { translatorFor } from '../lib/i18n.js';
import { newId } from '../lib/ids.js';
import {
  PHOTO_MAX_BYTES,
  PhotoError,
  photoUrl,
  removePhotos,
  storePhotos,
  type StoredPhoto,
} from '../lib/photos.js';
import { unlockAchievements } from './achievements.js';
import { searchNearest, type GeoHit } from './geo-search.js';
import { awardPoints } from './ledger.js';
import { locationView, positionColumns, visiblePosition, type LocationView } from './privacy.js';

export type AuthedContext = Context & { user: User };

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
  location: { type: 'Point'; coordinates: [number, number]; address: string };
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
      location: {
        type: 'Point',
        coordinates: [position.longitude, position.latitude],
        address: cat.address,
      },
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

export interface CheckinSummary {
  _id: string;
  user: { _id: string; name: string; profilePicture: string };
  actions: Checkin['actions'];
  actionsDescription: string;
  healthStatus: Checkin['healthStatus'];
  needs: Checkin['needs'];
  needsDescription: string;
  photos: { url: string; thumbnailUrl: string }[];
  createdAt: string;
}

/**
 * Check-ins as shown on a cat's page, batched (one query for authors, one for photos). The
 * author's position is left out: it would give the cat's away.
 */
export function toCheckinSummaries(ctx: Pick<Context, 'db'>, rows: Checkin[]): CheckinSummary[] {
  if (rows.length === 0) return [];
  const { db } = ctx;
  const authors = new Map(
    db
      .select({ id: users.id, name: users.name, profilePicture: users.profilePicture })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]))
      .all()
      .map((u) => [u.id, u]),
  );
  const photos = new Map<string, { url: string; thumbnailUrl: string }[]>();
  for (const photo of db
    .select()
    .from(checkinPhotos)
    .where(
      inArray(
        checkinPhotos.checkinId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(checkinPhotos.checkinId, checkinPhotos.position)
    .all()) {
    const list = photos.get(photo.checkinId) ?? [];
    list.push({ url: photoUrl(photo.file), thumbnailUrl: photoUrl(photo.thumb) });
    photos.set(photo.checkinId, list);
  }
  return rows.map((row) => {
    const author = authors.get(row.userId);
    return {
      _id: row.id,
      user: {
        _id: row.userId,
        name: author?.name ?? '',
        profilePicture: author?.profilePicture ?? '',
      },
      actions: row.actions,
      actionsDescription: row.actionsDescription,
      healthStatus: row.healthStatus,
      needs: row.needs,
      needsDescription: row.needsDescription,
      photos: photos.get(row.id) ?? [],
      createdAt: row.createdAt.toISOString(),
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
  return { cat: dto!, recentCheckIns: toCheckinSummaries(ctx, recent) };
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

export type CatBonusType = 'catRegistered' | 'catRegisteredCap' | 'levelUp' | 'achievement';
export interface CatBonusDetail {
  type: CatBonusType;
  message: string;
  points: number;
}

const badRequest = (message: string, cause?: unknown) =>
  new TRPCError({ code: 'BAD_REQUEST', message, cause });

/** The JSON of the typed fields, in the FormData field `data`. */
function formJson(form: FormData): unknown {
  const raw = form.get('data');
  if (raw === null) return {};
  if (typeof raw !== 'string') throw badRequest('invalidJson');
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest('invalidJson');
  }
}

/** File parts of a field (also sent as `name[]` by some clients); empty file inputs are skipped. */
function formFiles(form: FormData, name: string): Blob[] {
  return [...form.getAll(name), ...form.getAll(`${name}[]`)].filter(
    (value): value is File => value instanceof Blob && value.size > 0,
  );
}

const PHOTO_ERRORS = {
  notImage: { code: 'BAD_REQUEST', message: 'catPhotoNotImage' },
  tooLarge: { code: 'PAYLOAD_TOO_LARGE', message: 'catPhotoTooLarge' },
  tooManyPixels: { code: 'BAD_REQUEST', message: 'catPhotoTooManyPixels' },
} as const;

/** Decodes, re-encodes and writes the photos; nothing is stored unless all of them are photos. */
async function savePhotos(ctx: Context, files: Blob[]): Promise<StoredPhoto[]> {
  if (files.length === 0) return [];
  if (files.some((file) => file.size > PHOTO_MAX_BYTES)) {
    throw new TRPCError(PHOTO_ERRORS.tooLarge);
  }
  const buffers = await Promise.all(
    files.map(async (file) => Buffer.from(await file.arrayBuffer())),
  );
  try {
    return await storePhotos(ctx.settings.UPLOADS_DIR, buffers);
  } catch (error) {
    if (error instanceof PhotoError) throw new TRPCError(PHOTO_ERRORS[error.code]);
    throw error;
  }
}

/** Files are already stored when the transaction runs: a failed write removes them again. */
async function withStoredPhotos<T>(ctx: Context, stored: StoredPhoto[], write: () => T) {
  try {
    return write();
  } catch (error) {
    await removePhotos(ctx.settings.UPLOADS_DIR, stored);
    throw error;
  }
}

/** After a commit: files nobody refers to any more. A leftover file is harmless, so no throw. */
async function discardPhotos(ctx: Context, photos: Pick<StoredPhoto, 'file' | 'thumb'>[]) {
  if (photos.length === 0) return;
  await removePhotos(ctx.settings.UPLOADS_DIR, photos).catch(() => undefined);
}

/**
 * Registers a cat: FormData with `data` (JSON of createCatInput), `photo` and up to 5
 * `additionalPhotos` (extras are dropped). One transaction writes the cat, its photos, the +50
 * points (at most 5 rewarded cats a community day), the counter and the achievements.
 */
export async function createCat(ctx: AuthedContext, form: FormData) {
  const [mainPhoto] = formFiles(form, 'photo');
  const parsed = parseCreateCat(formJson(form), mainPhoto !== undefined);
  if (!parsed.success) throw badRequest('validationFailed', parsed.error);
  const input = parsed.data;
  const extra = formFiles(form, 'additionalPhotos').slice(0, LIMITS.additionalPhotosMax);
  const stored = await savePhotos(ctx, [mainPhoto!, ...extra]);

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
      return { points, levelUp: level > levelBefore ? level : null, unlocked };
    }),
  );

  const LL = translatorFor(ctx.locale);
  const bonusDetails: CatBonusDetail[] = [
    outcome.points > 0
      ? {
          type: 'catRegistered',
          message: LL.bonus.catRegistered({ points: outcome.points }),
          points: outcome.points,
        }
      : { type: 'catRegisteredCap', message: LL.bonus.catRegisteredCap(), points: 0 },
  ];
  if (outcome.levelUp !== null) {
    bonusDetails.push({
      type: 'levelUp',
      message: LL.bonus.levelUp({ level: outcome.levelUp }),
      points: 0,
    });
  }
  for (const achievementId of outcome.unlocked) {
    const def = ACHIEVEMENTS.find((a) => a.id === achievementId);
    if (!def) continue;
    bonusDetails.push({
      type: 'achievement',
      message: LL.bonus.achievement({ title: LL.achievements[def.id].title() }),
      points: 0,
    });
  }
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
  const parsed = updateCatInput.safeParse(formJson(form));
  if (!parsed.success) throw badRequest('validationFailed', parsed.error);
  const input: UpdateCatData = parsed.data;
  const cat = editableCat(ctx, input.id);

  const removeKeys = new Set(input.removeAdditionalPhotos);
  const current = ctx.db.select().from(catPhotos).where(eq(catPhotos.catId, cat.id)).all();
  const kept = current.filter((p) => p.position > 0 && !matchesPhoto(removeKeys, p));
  const room = Math.max(0, LIMITS.additionalPhotosMax - kept.length);
  const [newMain] = formFiles(form, 'photo');
  const newExtra = formFiles(form, 'additionalPhotos').slice(0, room);
  const stored = await savePhotos(ctx, newMain ? [newMain, ...newExtra] : newExtra);
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
