/** What the crash test checks on the database and the uploads folder once the server is stopped. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import Database from 'better-sqlite3';
import { PREVIEWS_DIR, previewSource } from '../src/server/lib/photos.js';

/** Every file under the uploads folder, as the relative names rows store. */
function uploadedFiles(uploadsDir: string): string[] {
  if (!existsSync(uploadsDir)) return [];
  return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(uploadsDir, join(e.parentPath, e.name)).split(sep).join('/'));
}

const JPEG_START = Buffer.from([0xff, 0xd8]);
const JPEG_END = Buffer.from([0xff, 0xd9]);

/** The problems found (none when all holds); `acknowledged` are the check-ins answered 201. */
export function verify(
  paths: { databasePath: string; uploadsDir: string },
  acknowledged: Set<string>,
  log: (...args: unknown[]) => void,
): string[] {
  const { databasePath, uploadsDir } = paths;
  const problems: string[] = [];
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check') as { integrity_check: string }[];
    if (integrity.length !== 1 || integrity[0]!.integrity_check !== 'ok') {
      problems.push(`integrity_check: ${JSON.stringify(integrity)}`);
    }
    const fk = db.pragma('foreign_key_check') as unknown[];
    if (fk.length) problems.push(`foreign_key_check: ${JSON.stringify(fk.slice(0, 5))}`);

    const present = new Set(
      (db.prepare('select id from checkins').all() as { id: string }[]).map((r) => r.id),
    );
    const missing = [...acknowledged].filter((id) => !present.has(id));
    if (missing.length) {
      problems.push(
        `${missing.length} acknowledged check-ins missing: ${missing.slice(0, 5).join(', ')}`,
      );
    }

    const mismatched = db
      .prepare(
        `select u.id, u.points, coalesce(sum(l.points), 0) as ledger
           from users u left join points_ledger l on l.user_id = u.id
          group by u.id having u.points <> coalesce(sum(l.points), 0)`,
      )
      .all();
    if (mismatched.length)
      problems.push(`points differ from ledger: ${JSON.stringify(mismatched)}`);

    const referenced = new Set<string>();
    for (const table of ['cat_photos', 'checkin_photos', 'health_entry_photos']) {
      for (const row of db.prepare(`select file, thumb from ${table}`).all() as {
        file: string;
        thumb: string;
      }[]) {
        referenced.add(row.file);
        referenced.add(row.thumb);
      }
    }
    for (const row of db.prepare('select profile_picture as p from users').all() as {
      p: string;
    }[]) {
      if (!row.p.startsWith('/uploads/')) continue;
      // The thumb is what the row names; its full-size pair is kept with it.
      const name = row.p.slice('/uploads/'.length);
      referenced.add(name);
      if (existsSync(join(uploadsDir, name.replace(/-thumb\.webp$/, '.webp')))) {
        referenced.add(name.replace(/-thumb\.webp$/, '.webp'));
      }
    }
    const all = uploadedFiles(uploadsDir);
    const previews = all.filter((f) => f.startsWith(`${PREVIEWS_DIR}/`));
    const files = all.filter((f) => !f.startsWith(`${PREVIEWS_DIR}/`));
    const onDisk = new Set(files);
    const orphans = files.filter((f) => !referenced.has(f));
    if (orphans.length) {
      problems.push(`${orphans.length} orphan files: ${orphans.slice(0, 5).join(', ')}`);
    }
    const lost = [...referenced].filter((f) => !onDisk.has(f));
    if (lost.length)
      problems.push(`${lost.length} referenced files missing: ${lost.slice(0, 5).join(', ')}`);

    // Link previews (lib/previews.ts): each made from a cat's photo, and whole (written to a
    // temporary file and renamed; the sweep at start removes those a kill left behind).
    const catFiles = new Set(
      (db.prepare('select file from cat_photos').all() as { file: string }[]).map((r) => r.file),
    );
    const strayPreviews = previews.filter((f) => !catFiles.has(previewSource(f) ?? ''));
    if (strayPreviews.length) {
      problems.push(
        `${strayPreviews.length} previews of no cat photo: ${strayPreviews.slice(0, 5).join(', ')}`,
      );
    }
    const broken = previews.filter((f) => {
      const bytes = readFileSync(join(uploadsDir, f));
      return !(bytes.subarray(0, 2).equals(JPEG_START) && bytes.subarray(-2).equals(JPEG_END));
    });
    if (broken.length) {
      problems.push(`${broken.length} previews not whole: ${broken.slice(0, 5).join(', ')}`);
    }
    log(
      `database: ${present.size} check-ins, ${referenced.size} referenced files, ${files.length} files and ${previews.length} link previews on disk`,
    );
  } finally {
    db.close();
  }
  return problems;
}
