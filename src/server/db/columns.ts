import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';

// Column helpers of the core, points and carer tables. Not a *schema.ts file: drizzle-kit has no
// tables to read here, and a table file imports these without importing another table file.

/** Times are stored as unix milliseconds; `day` columns hold the community-time-zone date. */
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });
const setNow = (name: string) =>
  timestamp(name)
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
export const createdAt = () => setNow('created_at');
export const updatedAt = () => setNow('updated_at');
/** A JSON array column, empty by default. */
export const jsonList = <T>(name: string) =>
  text(name, { mode: 'json' })
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'`);

/**
 * The columns a stored photo has wherever it belongs (a cat's, a check-in's): its order, the
 * full-size and thumbnail files (lib/photos.ts), its size and its perceptual hash.
 */
export const photoColumns = () => ({
  /** The photo's place among its owner's, from 0. */
  position: integer('position').notNull(),
  file: text('file').notNull(),
  thumb: text('thumb').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Perceptual hash (shared/photo-hash.ts); null until the nightly task hashes an old photo. */
  phash: text('phash'),
  createdAt: createdAt(),
});
