/** A batch of cats' rows, photos and helpers, for their DTOs. */
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import { perDatabase, type Db } from '../db/client.js';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { catPhotos, cats, favorites, hiddenItems, users } from '../db/schema.js';
import { helpersByCat, openClaimsQuery, type Helper } from '../notifications/help.js';

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

/** A cat to show: its id, and its rowid when the caller read it in the same call (the geo search). */
export interface CatRef {
  id: string;
  rowid?: number;
}

const p = sql.placeholder;
/** The placeholders `${name}0` … `${name}${size - 1}`. */
const placeholders = (name: string, size: number) =>
  Array.from({ length: size }, (_, i) => p(`${name}${i}`));

/** Moderation's hiding of this cat or photo, if any (null: shown). */
const hiddenAs = (type: 'cat' | 'photo', id: AnySQLiteColumn) =>
  and(eq(hiddenItems.targetType, type), eq(hiddenItems.targetId, id));

/**
 * The statements of a batch of `size` cats, by id or by rowid: these cats with their
 * registrar's name, whether the viewer (`userId`, '' for nobody) favourited them and why
 * moderation hid them; their photos in order, with why moderation hid each; and the open help
 * claims of (up to `size` of) them.
 */
function prepareBatch(db: Db, by: 'id' | 'rowid', size: number) {
  const refs = placeholders('ref', size);
  const ids = placeholders('id', size);
  const isFavorite = exists(
    db
      .select({ catId: favorites.catId })
      .from(favorites)
      .where(and(eq(favorites.userId, p('userId')), eq(favorites.catId, cats.id))),
  ).mapWith(Boolean);
  return {
    cats: db
      .select({ ...catColumns, registrarName: users.name, isFavorite, hidden: hiddenItems.reason })
      .from(cats)
      .innerJoin(users, eq(users.id, cats.discoveredById))
      .leftJoin(hiddenItems, hiddenAs('cat', cats.id))
      // A lookup by rowid skips the second b-tree of a text primary key.
      .where(by === 'id' ? inArray(cats.id, refs) : inArray(sql`${cats}.rowid`, refs))
      .prepare(),
    photos: db
      .select({
        catId: catPhotos.catId,
        id: catPhotos.id,
        position: catPhotos.position,
        file: catPhotos.file,
        thumb: catPhotos.thumb,
        hidden: hiddenItems.reason,
      })
      .from(catPhotos)
      .leftJoin(hiddenItems, hiddenAs('photo', catPhotos.id))
      .where(inArray(catPhotos.catId, ids))
      .orderBy(asc(catPhotos.catId), asc(catPhotos.position))
      .prepare(),
    helpers: openClaimsQuery(db, placeholders('cat', size)).prepare(),
  };
}

/**
 * A batch's statements are prepared once per database, shape and number of cats: the cat page
 * and nearby are hot paths (docs/architecture.md), and a nearby page is nearly always as long as
 * its limit.
 */
const batches = perDatabase(() => new Map<string, ReturnType<typeof prepareBatch>>());

function batchQueries(db: Db, by: 'id' | 'rowid', size: number) {
  const kept = batches(db);
  const key = `${by} ${size}`;
  let found = kept.get(key);
  if (!found) {
    found = prepareBatch(db, by, size);
    kept.set(key, found);
  }
  return found;
}

/** Named values for `placeholders(name, …)`. */
const named = (name: string, values: readonly unknown[]) =>
  Object.fromEntries(values.map((value, i) => [`${name}${i}`, value]));

/** `ids` padded with '' (no cat has that id) to fill a batch of `size`. */
const padded = (ids: readonly string[], size: number) =>
  Array.from({ length: size }, (_, i) => ids[i] ?? '');

export type CatRow = ReturnType<ReturnType<typeof prepareBatch>['cats']['all']>[number];
export type PhotoRow = ReturnType<ReturnType<typeof prepareBatch>['photos']['all']>[number];

/** Cats per batch: what one DTO batch reads and checks for hidden photos and helpers at once. */
export const MAX_BATCH = 256;

/**
 * The rows and photos of these cats (at most MAX_BATCH), by cat id: by rowid when the geo search
 * gave every one (read in the same call), by id otherwise. Cats deleted meanwhile are left out.
 * `helpers` reads the help claims of those of them that need it.
 */
export function loadBatch(db: Db, refs: readonly CatRef[], userId: string | null) {
  const byRowid = refs.every((ref) => ref.rowid !== undefined);
  const q = batchQueries(db, byRowid ? 'rowid' : 'id', refs.length);
  const found = q.cats.all({
    ...named(
      'ref',
      refs.map((ref) => (byRowid ? ref.rowid : ref.id)),
    ),
    userId: userId ?? '',
  });
  const rows = new Map(found.map((row) => [row.id, row]));
  const photos = new Map<string, PhotoRow[]>();
  if (rows.size) {
    for (const photo of q.photos.all(named('id', padded([...rows.keys()], refs.length)))) {
      const list = photos.get(photo.catId);
      if (list) list.push(photo);
      else photos.set(photo.catId, [photo]);
    }
  }
  /** Who is on the way to help these cats of the batch (notifications/help.ts's query), by cat id. */
  const helpers = (catIds: readonly string[]): Map<string, Helper[]> =>
    catIds.length
      ? helpersByCat(q.helpers.all(named('cat', padded(catIds, refs.length))))
      : new Map<string, Helper[]>();
  return { rows, photos, helpers };
}
