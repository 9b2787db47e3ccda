import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { like } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { catPhotos, checkinPhotos, users } from '../db/schema.js';

/** Names storePhotos writes under the uploads folder, and its temporary files. */
const PHOTO_FILE = /^photos\/[0-9a-f]{2}\/[0-9a-f]{24}(-thumb)?\.webp$/;
const TEMP_FILE = /^photos\/[0-9a-f]{2}\/[0-9a-f]{24}(-thumb)?\.webp\.[0-9a-f]{8}\.tmp$/;

/** Every stored photo name a row refers to (a profile picture keeps its whole pair). */
export function referencedPhotos(db: Db): Set<string> {
  const names = new Set<string>();
  for (const table of [catPhotos, checkinPhotos]) {
    for (const row of db.select({ file: table.file, thumb: table.thumb }).from(table).all()) {
      names.add(row.file);
      names.add(row.thumb);
    }
  }
  const pictures = db
    .select({ url: users.profilePicture })
    .from(users)
    .where(like(users.profilePicture, '/uploads/%'))
    .all();
  for (const { url } of pictures) {
    const name = url.slice('/uploads/'.length);
    names.add(name);
    names.add(name.replace(/-thumb\.webp$/, '.webp'));
  }
  return names;
}

/**
 * Photos are written before their transaction commits, so a process killed in between leaves
 * files no row refers to (and half-written .tmp files). Removes those, touching nothing else.
 * With `before`, only files last modified earlier count: the server sweeps in the background after
 * it starts listening, so that uploads of this process, written while the sweep runs, are left
 * alone.
 */
export async function sweepOrphanPhotos(
  db: Db,
  uploadsDir: string,
  before?: Date,
): Promise<string[]> {
  const photosDir = path.join(uploadsDir, 'photos');
  let entries;
  try {
    entries = await readdir(photosDir, { recursive: true, withFileTypes: true });
  } catch {
    return []; // no photos yet
  }
  const referenced = referencedPhotos(db);
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const name = path.relative(uploadsDir, full).split(path.sep).join('/');
    const orphan = TEMP_FILE.test(name) || (PHOTO_FILE.test(name) && !referenced.has(name));
    if (!orphan) continue;
    if (before) {
      const modified = await stat(full).then(
        (s) => s.mtimeMs,
        () => Infinity, // already gone
      );
      if (modified >= before.getTime()) continue;
    }
    await rm(full, { force: true });
    removed.push(name);
  }
  return removed;
}
