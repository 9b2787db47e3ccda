import { chmodSync, closeSync, openSync, statSync } from 'node:fs';

/** Folders and files the server creates: for its own user only (database, secret, photos). */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * New files and folders of this process get no group or world bits, whatever library creates
 * them (SQLite's -wal, -shm and journal files, backup copies). Called first by each entry point;
 * the explicit modes where the app creates files keep the same rule when it runs inside another
 * host (tests, buildApp).
 */
export function restrictNewFiles() {
  process.umask(0o077);
}

/**
 * Creates `file` empty for this user only if it does not exist, and takes group and world bits
 * off it if it does (a database of an earlier release was created readable by everyone).
 */
export function ensurePrivateFile(file: string) {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  tightenIfPresent(file);
}

/** Takes group and world bits off `file` when it exists and has any. */
export function tightenIfPresent(file: string) {
  let mode: number;
  try {
    mode = statSync(file).mode;
  } catch {
    return;
  }
  if ((mode & 0o077) !== 0) chmodSync(file, mode & 0o700);
}
