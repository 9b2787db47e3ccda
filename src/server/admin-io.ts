import { openDatabase, type Db } from './db/client.js';
import type { Settings } from './settings.js';

/** Where a command's output goes: the console in the CLI, arrays in tests. */
export interface AdminIo {
  settings: Settings;
  out: (line: string) => void;
  err: (line: string) => void;
}

export async function withDatabase<T>(
  settings: Settings,
  run: (db: Db) => Promise<T> | T,
): Promise<T> {
  const db = openDatabase(settings.DATABASE_PATH);
  try {
    return await run(db);
  } finally {
    db.$client.close();
  }
}
