/** A batch of cats' rows and photos, for their DTOs. */
import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { catPhotos, cats, favorites, users } from '../db/schema.js';

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

/** The cats with their registrar's name and whether the caller favourited them, by id or rowid. */
function catsWhere(db: Db, where: SQL, userId: string | null) {
  const isFavorite = userId
    ? exists(
        db
          .select({ catId: favorites.catId })
          .from(favorites)
          .where(and(eq(favorites.userId, userId), eq(favorites.catId, cats.id))),
      ).mapWith(Boolean)
    : sql<boolean>`0`.mapWith(Boolean);
  return db
    .select({ ...catColumns, registrarName: users.name, isFavorite })
    .from(cats)
    .innerJoin(users, eq(users.id, cats.discoveredById))
    .where(where)
    .all();
}

const photosOf = (db: Db, catIds: string[]) =>
  db
    .select({
      catId: catPhotos.catId,
      id: catPhotos.id,
      position: catPhotos.position,
      file: catPhotos.file,
      thumb: catPhotos.thumb,
    })
    .from(catPhotos)
    .where(inArray(catPhotos.catId, catIds))
    .orderBy(asc(catPhotos.catId), asc(catPhotos.position))
    .all();

export type CatRow = ReturnType<typeof catsWhere>[number];
export type PhotoRow = ReturnType<typeof photosOf>[number];

/** Cats per batch: what one DTO batch reads and checks for hidden photos and helpers at once. */
export const MAX_BATCH = 256;

/**
 * The rows and photos of these cats (at most MAX_BATCH), by cat id. By rowid when the geo search
 * gave every one (read from its grid index in the same call): a lookup by rowid skips the second
 * b-tree of a text primary key.
 */
export function loadBatch(db: Db, refs: readonly CatRef[], userId: string | null) {
  const byRowid = refs.every((ref) => ref.rowid !== undefined);
  const where = byRowid
    ? inArray(
        sql`${cats}.rowid`,
        refs.map((ref) => ref.rowid),
      )
    : inArray(
        cats.id,
        refs.map((ref) => ref.id),
      );
  const found = catsWhere(db, where, userId);
  const rows = new Map(found.map((row) => [row.id, row]));
  const photos = new Map<string, PhotoRow[]>();
  if (rows.size) {
    for (const photo of photosOf(db, [...rows.keys()])) {
      const list = photos.get(photo.catId);
      if (list) list.push(photo);
      else photos.set(photo.catId, [photo]);
    }
  }
  return { rows, photos };
}
