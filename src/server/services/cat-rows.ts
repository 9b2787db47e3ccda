/** A batch of cats' rows and photos, read by prepared statements built once per database. */
import { and, asc, Column, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { inJson, perDatabase, type Db } from '../db/client.js';
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

/**
 * Rows of a prepared select as `.all()` gives them (named like the selection, decoded by its
 * columns; other fields as SQLite returns them), from its `.values()`. Drizzle's own mapping
 * dispatches on every field of every row: on the nearby list that cost about as much as the query.
 * Columns stored as they are read (text, real, plain integer) are copied without a call.
 */
function namedRows<Row>(fields: Record<string, unknown>) {
  const keys = Object.keys(fields);
  const decoders = Object.values(fields).map((field) =>
    field instanceof Column && field.mapFromDriverValue !== Column.prototype.mapFromDriverValue
      ? (value: unknown) => field.mapFromDriverValue(value)
      : null,
  );
  // Every row starts as a copy of one object with all the keys: one shape, no key added one by one.
  const template = Object.fromEntries(keys.map((key) => [key, null]));
  return (rows: unknown[][]): Row[] =>
    rows.map((row) => {
      const out: Record<string, unknown> = { ...template };
      for (let i = 0; i < keys.length; i++) {
        const value = row[i];
        const decode = decoders[i];
        out[keys[i]!] = value === null || !decode ? value : decode(value);
      }
      return out as Row;
    });
}

/** A cat to show: its id, and its rowid when the caller read it in the same call (the geo search). */
export interface CatRef {
  id: string;
  rowid?: number;
}

const p = sql.placeholder;

/**
 * The queries of a DTO batch, prepared once per database; the cats or ids come as one JSON array.
 * The cats with their registrar's name and whether the caller favourited them, by id or by rowid:
 * the geo search reads each cat's rowid from its grid index at no cost, and a lookup by rowid
 * skips the second b-tree of a text primary key (about a quarter of this query at 1M cats). Then
 * the photos of those cats.
 */
function prepareBatch(db: Db) {
  const isFavorite = exists(
    db
      .select({ catId: favorites.catId })
      .from(favorites)
      .where(and(eq(favorites.userId, p('userId')), eq(favorites.catId, cats.id))),
  ).mapWith(Number);
  const fields = { ...catColumns, registrarName: users.name, isFavorite };
  const catsBy = (keyIn: SQL) => {
    const query = db
      .select(fields)
      .from(cats)
      .innerJoin(users, eq(users.id, cats.discoveredById))
      .where(keyIn)
      .prepare();
    const toRows = namedRows<ReturnType<typeof query.all>[number]>(fields);
    return (params: { keys: string; userId: string | null }) => toRows(query.values(params));
  };
  const photoFields = {
    catId: catPhotos.catId,
    id: catPhotos.id,
    position: catPhotos.position,
    file: catPhotos.file,
    thumb: catPhotos.thumb,
  };
  const photos = db
    .select(photoFields)
    .from(catPhotos)
    .where(inArray(catPhotos.catId, inJson('keys')))
    .orderBy(asc(catPhotos.catId), asc(catPhotos.position))
    .prepare();
  const toPhotos = namedRows<ReturnType<typeof photos.all>[number]>(photoFields);
  return {
    catsById: catsBy(inArray(cats.id, inJson('keys'))),
    catsByRowid: catsBy(inArray(sql`${cats}.rowid`, inJson('keys'))),
    photos: (params: { keys: string }) => toPhotos(photos.values(params)),
  };
}

const batchStatements = perDatabase(prepareBatch);
export type CatRow = ReturnType<ReturnType<typeof prepareBatch>['catsById']>[number];
export type PhotoRow = ReturnType<ReturnType<typeof prepareBatch>['photos']>[number];

/** Cats per batch: what one DTO batch reads and checks for hidden photos and helpers at once. */
export const MAX_BATCH = 256;

/** The rows and photos of these cats (at most MAX_BATCH), by cat id. */
export function loadBatch(db: Db, refs: readonly CatRef[], userId: string | null) {
  const statements = batchStatements(db);
  const byRowid = refs.every((ref) => ref.rowid !== undefined);
  const keys = JSON.stringify(refs.map((ref) => (byRowid ? ref.rowid : ref.id)));
  const read = byRowid ? statements.catsByRowid : statements.catsById;
  const rows = new Map(read({ keys, userId }).map((row) => [row.id, row]));
  const photos = new Map<string, PhotoRow[]>();
  if (rows.size) {
    for (const photo of statements.photos({ keys: JSON.stringify([...rows.keys()]) })) {
      const list = photos.get(photo.catId);
      if (list) list.push(photo);
      else photos.set(photo.catId, [photo]);
    }
  }
  return { rows, photos };
}
