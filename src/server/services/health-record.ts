import { asc, desc, eq } from 'drizzle-orm';
import type { HealthEntryDto, HealthRecordDto } from '../../shared/schemas/health-record-output.js';
import { localDay } from '../../shared/time.js';
import type { AuthedContext, Context } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import {
  healthEntries,
  healthEntryPhotos,
  type HealthEntryRow,
} from '../db/health-record-schema.js';
import { cats, users } from '../db/schema.js';
import { fail } from '../lib/app-error.js';
import { newId } from '../lib/ids.js';
import type { HealthAddForm, HealthEditForm } from '../lib/upload-inputs.js';
import { discardPhotos, readUploads, storePhotoBuffers, withStoredPhotos } from '../lib/uploads.js';
import { isCarerOf } from './carer-rule.js';
import { hasSporotrichosis } from './sporotrichosis.js';
import { visibleCat } from './tnr.js';

/**
 * A cat's health record (docs/health-record.md): its carers (registrar, approved carers, members
 * of its colony) and admins read and write it; anyone else learns only whether to handle the cat
 * with gloves (services/sporotrichosis.ts).
 */

/** Whether the caller reads and writes the cat's record. */
export const readsRecord = (ctx: Context, catId: string): boolean =>
  ctx.user !== null && (ctx.isAdmin || isCarerOf(ctx.db, ctx.user.id, catId));

/** The cat, for a caller who reads its record (404 when hidden from them, 403 for non-carers). */
export function recordCat(ctx: Context, catId: string) {
  const cat = visibleCat(ctx, catId);
  if (!readsRecord(ctx, cat.id)) throw fail('FORBIDDEN', 'carerOnly');
  return cat;
}

const entryColumns = {
  entry: healthEntries,
  name: users.name,
  photo: healthEntryPhotos.entryId,
};

function toDto(
  ctx: Context,
  row: { entry: HealthEntryRow; name: string; photo: string | null },
): HealthEntryDto {
  const { entry } = row;
  return {
    id: entry.id,
    catId: entry.catId,
    kind: entry.kind,
    vaccine: entry.vaccine,
    diagnosis: entry.diagnosis,
    doneOn: entry.doneOn,
    note: entry.note,
    dueOn: entry.dueOn,
    author: { userId: entry.authorId, name: row.name },
    hasPhoto: row.photo !== null,
    createdAt: entry.createdAt.toISOString(),
    canEdit: ctx.isAdmin || ctx.user?.id === entry.authorId,
  };
}

const entriesQuery = (db: Db) =>
  db
    .select(entryColumns)
    .from(healthEntries)
    .innerJoin(users, eq(users.id, healthEntries.authorId))
    .leftJoin(healthEntryPhotos, eq(healthEntryPhotos.entryId, healthEntries.id));

/** The record for the cat page: entries for its carers, only the advice flag for anyone else. */
export function healthRecordOfCat(ctx: Context, catId: string): HealthRecordDto {
  const cat = visibleCat(ctx, catId);
  const canRead = readsRecord(ctx, cat.id);
  const entries = canRead
    ? entriesQuery(ctx.db)
        .where(eq(healthEntries.catId, cat.id))
        .orderBy(desc(healthEntries.doneOn), desc(healthEntries.createdAt), desc(healthEntries.id))
        .all()
        .map((row) => toDto(ctx, row))
    : [];
  return { catId: cat.id, canRead, entries, handlingAdvice: hasSporotrichosis(ctx.db, cat.id) };
}

function checkNotFuture(ctx: Context, day: string) {
  if (day > localDay(ctx.clock.now(), ctx.settings.TZ_COMMUNITY)) {
    throw fail('BAD_REQUEST', 'tnrDateFuture');
  }
}

const entryValues = (data: HealthAddForm['data'] | HealthEditForm['data']) => ({
  kind: data.kind,
  vaccine: data.vaccine ?? null,
  diagnosis: data.diagnosis ?? null,
  doneOn: data.doneOn,
  note: data.note ?? '',
  dueOn: data.dueOn || null,
});

function entryDto(ctx: Context, db: Db, id: string): HealthEntryDto {
  const row = entriesQuery(db).where(eq(healthEntries.id, id)).get();
  if (!row) throw fail('NOT_FOUND', 'healthEntryNotFound');
  return toDto(ctx, row);
}

/** Adds an entry (the cat's carers), with the photo of its prescription or receipt if sent. */
export async function addHealthEntry(
  ctx: AuthedContext,
  { data, photo }: HealthAddForm,
): Promise<HealthEntryDto> {
  const cat = recordCat(ctx, data.catId);
  checkNotFuture(ctx, data.doneOn);
  const buffers = await readUploads(photo ? [photo] : []);
  // Any size (no proof rules), no hash; decoded and re-encoded, so no metadata is kept.
  const stored = await storePhotoBuffers(ctx, buffers);
  const now = ctx.clock.now();
  return withStoredPhotos(ctx, stored, () =>
    transaction(ctx.db, (tx) => {
      const id = newId();
      tx.insert(healthEntries)
        .values({
          id,
          catId: cat.id,
          ...entryValues(data),
          authorId: ctx.user.id,
          createdAt: now,
          updatedAt: now,
        })
        .run();
      for (const { file, thumb, width, height } of stored) {
        tx.insert(healthEntryPhotos).values({ entryId: id, file, thumb, width, height }).run();
      }
      return entryDto(ctx, tx, id);
    }),
  );
}

/** The entry, for its author (or an admin) who still cares for the cat. */
function editableEntry(ctx: AuthedContext, id: string): HealthEntryRow {
  const entry = ctx.db.select().from(healthEntries).where(eq(healthEntries.id, id)).get();
  if (!entry || !readsRecord(ctx, entry.catId)) throw fail('NOT_FOUND', 'healthEntryNotFound');
  if (entry.authorId !== ctx.user.id && !ctx.isAdmin) {
    throw fail('FORBIDDEN', 'healthEditForbidden');
  }
  return entry;
}

const photoOf = (db: Db, entryId: string) =>
  db.select().from(healthEntryPhotos).where(eq(healthEntryPhotos.entryId, entryId)).get();

/** Changes an entry; a new photo replaces the old one, `removePhoto` removes it. */
export async function editHealthEntry(
  ctx: AuthedContext,
  { data, photo }: HealthEditForm,
): Promise<HealthEntryDto> {
  const entry = editableEntry(ctx, data.id);
  checkNotFuture(ctx, data.doneOn);
  const stored = await storePhotoBuffers(ctx, await readUploads(photo ? [photo] : []));
  const now = ctx.clock.now();
  const { dto, replaced } = await withStoredPhotos(ctx, stored, () =>
    transaction(ctx.db, (tx) => {
      tx.update(healthEntries)
        .set({ ...entryValues(data), updatedAt: now })
        .where(eq(healthEntries.id, entry.id))
        .run();
      const old = photoOf(tx, entry.id);
      const [fresh] = stored;
      if (old && (fresh || data.removePhoto)) {
        tx.delete(healthEntryPhotos).where(eq(healthEntryPhotos.entryId, entry.id)).run();
      }
      if (fresh) {
        const { file, thumb, width, height } = fresh;
        tx.insert(healthEntryPhotos)
          .values({ entryId: entry.id, file, thumb, width, height })
          .run();
      }
      const gone = old && (fresh || data.removePhoto) ? [old] : [];
      return { dto: entryDto(ctx, tx, entry.id), replaced: gone };
    }),
  );
  await discardPhotos(ctx, replaced);
  return dto;
}

/** Deletes an entry and its photo (its author or an admin). */
export async function removeHealthEntry(ctx: AuthedContext, id: string) {
  const entry = editableEntry(ctx, id);
  const photo = transaction(ctx.db, (tx) => {
    const kept = photoOf(tx, entry.id);
    tx.delete(healthEntries).where(eq(healthEntries.id, entry.id)).run();
    return kept;
  });
  await discardPhotos(ctx, photo ? [photo] : []);
  return { id: entry.id, deleted: true as const };
}

/** The photos of a cat's entries (deleting the cat removes their files after its commit). */
export const healthPhotosOfCat = (db: Db, catId: string) =>
  db
    .select({ file: healthEntryPhotos.file, thumb: healthEntryPhotos.thumb })
    .from(healthEntryPhotos)
    .innerJoin(healthEntries, eq(healthEntries.id, healthEntryPhotos.entryId))
    .where(eq(healthEntries.catId, catId))
    .all();

/** In the data export: the entries the user made, on whichever cat. */
export function exportedHealth(db: Db, userId: string) {
  const rows = db
    .select({ entry: healthEntries, catName: cats.name, photo: healthEntryPhotos.entryId })
    .from(healthEntries)
    .innerJoin(cats, eq(cats.id, healthEntries.catId))
    .leftJoin(healthEntryPhotos, eq(healthEntryPhotos.entryId, healthEntries.id))
    .where(eq(healthEntries.authorId, userId))
    .orderBy(asc(healthEntries.createdAt), asc(healthEntries.id))
    .all();
  return {
    healthEntries: rows.map(({ entry, catName, photo }) => ({
      _id: entry.id,
      catId: entry.catId,
      catName,
      kind: entry.kind,
      vaccine: entry.vaccine,
      diagnosis: entry.diagnosis,
      doneOn: entry.doneOn,
      note: entry.note,
      dueOn: entry.dueOn,
      hasPhoto: photo !== null,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
