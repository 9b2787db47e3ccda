import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Context } from '../context.js';
import type { Db } from '../db/client.js';
import { healthEntries, healthEntryPhotos } from '../db/health-record-schema.js';
import { fail } from '../lib/app-error.js';
import { readsRecord } from './health-record.js';

/**
 * The photos of health entries are stored with the others (lib/photos.ts, so the orphan sweep,
 * backups and restore know them) but are never public: /uploads/ answers 404 for them
 * (plugins/files.ts), and only the cat's carers get them, inside a healthRecord.photo answer.
 */

/** Whether a stored name (either file of the pair: the thumb is named after the file) is one. */
export const isHealthPhoto = (db: Db, name: string): boolean =>
  db
    .select({ id: healthEntryPhotos.entryId })
    .from(healthEntryPhotos)
    .where(eq(healthEntryPhotos.file, name.replace(/-thumb\.webp$/, '.webp')))
    .get() !== undefined;

/** An entry's photo as a data: URL, for a caller who reads the cat's record. */
export async function healthPhoto(
  ctx: Context,
  input: { id: string; size: 'thumb' | 'full' },
): Promise<{ dataUrl: string }> {
  const row = ctx.db
    .select({
      catId: healthEntries.catId,
      file: healthEntryPhotos.file,
      thumb: healthEntryPhotos.thumb,
    })
    .from(healthEntries)
    .leftJoin(healthEntryPhotos, eq(healthEntryPhotos.entryId, healthEntries.id))
    .where(eq(healthEntries.id, input.id))
    .get();
  if (!row || !readsRecord(ctx, row.catId)) throw fail('NOT_FOUND', 'healthEntryNotFound');
  const name = input.size === 'full' ? row.file : row.thumb;
  if (!name) throw fail('NOT_FOUND', 'healthPhotoNotFound');
  const bytes = await readFile(path.join(ctx.settings.UPLOADS_DIR, ...name.split('/'))).catch(
    () => null,
  );
  if (!bytes) throw fail('NOT_FOUND', 'healthPhotoNotFound');
  return { dataUrl: `data:image/webp;base64,${bytes.toString('base64')}` };
}
