import { isNotNull, sql } from 'drizzle-orm';
import { PHOTO_HASH_PATTERN, samePicture } from '../../shared/photo-hash.js';
import type { Db } from '../db/client.js';
import { catPhotos, checkinPhotos, checkins } from '../db/schema.js';

/**
 * "The same picture as one already stored" (PRODUCT.md, "Moderation and abuse"), by the
 * perceptual hash kept with every photo. The stored hashes are read and compared here: a Hamming
 * distance has no index in SQLite, and a community's few thousand photos are read in milliseconds.
 */
function storedHashes(db: Db): { phash: string; catId: string | null }[] {
  const ofCats = db
    .select({ phash: sql<string>`${catPhotos.phash}`, catId: catPhotos.catId })
    .from(catPhotos)
    .where(isNotNull(catPhotos.phash))
    .all();
  const ofCheckins = db
    .select({ phash: sql<string>`${checkinPhotos.phash}`, catId: checkins.catId })
    .from(checkinPhotos)
    .innerJoin(checkins, sql`${checkins.id} = ${checkinPhotos.checkinId}`)
    .where(isNotNull(checkinPhotos.phash))
    .all();
  return [...ofCats, ...ofCheckins];
}

/** True when every one of these photos is the same picture as a photo already stored. */
export function allSeenBefore(db: Db, hashes: readonly string[]): boolean {
  if (hashes.length === 0) return false;
  const stored = storedHashes(db).filter((row) => PHOTO_HASH_PATTERN.test(row.phash));
  return hashes.every((hash) => stored.some((row) => samePicture(hash, row.phash)));
}

/** The cats with a photo (their own or a check-in's) that is the same picture as this one. */
export function catsWithPicture(db: Db, hash: string): string[] {
  const ids = new Set<string>();
  for (const row of storedHashes(db)) {
    if (!row.catId || !PHOTO_HASH_PATTERN.test(row.phash)) continue; // an unreadable old file
    if (samePicture(hash, row.phash)) ids.add(row.catId);
  }
  return [...ids];
}
