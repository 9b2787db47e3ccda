import type Database from 'better-sqlite3';

/** How many compiled statements one connection keeps (the least recently used go first). */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * Makes `sqlite.prepare` return the statement it compiled before for the same SQL text, as
 * Python's sqlite3 module and most SQLite drivers do: Drizzle prepares every query it runs, and
 * SQLite compiling the same text again on each call was the largest single cost of a check-in.
 * A statement comes back in its default mode (not raw, plucked or expanded); one still busy (an
 * open `iterate()`) is not shared: the caller gets a fresh one.
 */
export function cacheStatements(sqlite: Database.Database, size = STATEMENT_CACHE_SIZE): void {
  const compile = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    const found = kept.get(source);
    if (found && !found.busy) {
      // A Map keeps insertion order: moved to the end, it is the most recently used.
      kept.delete(source);
      kept.set(source, found);
      if (found.reader) found.raw(false).pluck(false).expand(false);
      return found;
    }
    const statement = compile(source);
    if (!found) {
      kept.set(source, statement);
      if (kept.size > size) kept.delete(kept.keys().next().value!);
    }
    return statement;
  }) as Database.Database['prepare'];
}
