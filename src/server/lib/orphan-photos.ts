import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { getTableName, like } from 'drizzle-orm';
import { hasTable, type Db } from '../db/client.js';
import { catPhotos, checkinPhotos, healthEntryPhotos, users } from '../db/schema.js';
import { PREVIEWS_DIR, previewSource } from './photos.js';

/** Names storePhotos writes under the uploads folder, and its temporary files. */
const PHOTO_FILE = /^photos\/[0-9a-f]{2}\/[0-9a-f]{24}(-thumb)?\.webp$/;
const TEMP_FILE = /^photos\/[0-9a-f]{2}\/[0-9a-f]{24}(-thumb)?\.webp\.[0-9a-f]{8}\.tmp$/;
/** The link previews made of those photos (lib/previews.ts), and their temporary files. */
const PREVIEW_FILE = /^previews\/[0-9a-f]{2}\/[0-9a-f]{24}\.jpg$/;
const PREVIEW_TEMP = /^previews\/[0-9a-f]{2}\/[0-9a-f]{24}\.jpg\.[0-9a-f]{8}\.tmp$/;

/** Every stored photo name a row refers to (a profile picture keeps its whole pair). */
export function referencedPhotos(db: Db): Set<string> {
  const names = new Set<string>();
  for (const table of [catPhotos, checkinPhotos, healthEntryPhotos]) {
    // A backup before the migrations reads the previous release's tables.
    if (!hasTable(db, getTableName(table))) continue;
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

/** Every file under `dir`, as names relative to `uploadsDir`, with its full path. */
async function filesUnder(uploadsDir: string, dir: string) {
  let entries;
  try {
    entries = await readdir(path.join(uploadsDir, dir), { recursive: true, withFileTypes: true });
  } catch {
    return []; // none yet
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { full, name: path.relative(uploadsDir, full).split(path.sep).join('/') };
    });
}

/**
 * Photos are written before their transaction commits, so a process killed in between leaves
 * files no row refers to (and half-written .tmp files). Removes those, and the link previews of
 * photos no row refers to (or half-written ones), touching nothing else.
 * With `before`, only files last modified earlier count: the server sweeps in the background after
 * it starts listening, so that uploads of this process, written while the sweep runs, are left
 * alone.
 */
export async function sweepOrphanPhotos(
  db: Db,
  uploadsDir: string,
  before?: Date,
): Promise<string[]> {
  const photos = await filesUnder(uploadsDir, 'photos');
  const previews = await filesUnder(uploadsDir, PREVIEWS_DIR);
  if (photos.length === 0 && previews.length === 0) return [];
  const referenced = referencedPhotos(db);
  const isOrphan = (name: string) =>
    TEMP_FILE.test(name) ||
    (PHOTO_FILE.test(name) && !referenced.has(name)) ||
    PREVIEW_TEMP.test(name) ||
    (PREVIEW_FILE.test(name) && !referenced.has(previewSource(name)!));
  const removed: string[] = [];
  for (const { full, name } of [...photos, ...previews]) {
    if (!isOrphan(name)) continue;
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
