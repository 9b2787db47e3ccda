import { eq, isNull } from 'drizzle-orm';
import type { Deps } from '../context.js';
import type { Db } from '../db/client.js';
import { catPhotos, checkinPhotos } from '../db/schema.js';
import type { ScheduledTask } from '../jobs/scheduler.js';
import { hashStoredPhoto } from '../lib/photos.js';

/** Kept instead of a hash for a photo whose file cannot be read: it is not tried again. */
export const UNREADABLE_PHOTO = 'unreadable';
const BATCH = 100;

/**
 * Hashes the photos stored before photos had a perceptual hash (migration 0014), a batch at a
 * time until none is left. Each row is written on its own, so a stop mid-way loses nothing.
 */
export async function hashOldPhotos(db: Db, uploadsDir: string): Promise<number> {
  let done = 0;
  for (const table of [catPhotos, checkinPhotos]) {
    for (;;) {
      const rows = db
        .select({ id: table.id, file: table.file })
        .from(table)
        .where(isNull(table.phash))
        .limit(BATCH)
        .all();
      if (rows.length === 0) break;
      for (const row of rows) {
        const phash = await hashStoredPhoto(uploadsDir, row.file).catch(() => UNREADABLE_PHOTO);
        db.update(table).set({ phash }).where(eq(table.id, row.id)).run();
        done++;
      }
    }
  }
  return done;
}

export const photoHashTask = (deps: Pick<Deps, 'settings'>): ScheduledTask => ({
  name: 'photoHashes',
  schedule: { everyMinutes: 60 },
  runAsync: async (db) => {
    await hashOldPhotos(db, deps.settings.UPLOADS_DIR);
  },
});
