/** Ids per statement: well under SQLite's limit on bound parameters (32,766 since 3.32). */
const CHUNK = 500;

/** The rows `read` gives for these ids, read a chunk of ids at a time. */
export function byChunks<T>(ids: readonly string[], read: (chunk: string[]) => T[]): T[] {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) rows.push(...read(ids.slice(i, i + CHUNK)));
  return rows;
}
