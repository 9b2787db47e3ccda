import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type Db } from './client.js';

let dir: string;
let db: Db | undefined;
afterEach(() => {
  db?.$client.close();
  db = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const pragma = (name: string) => db!.$client.pragma(name, { simple: true });

it('opens a database file with the pragmas docs/architecture.md lists', () => {
  dir = mkdtempSync(join(tmpdir(), 'gateiros-pragmas-'));
  db = openDatabase(join(dir, 'gateiros.db'));
  expect(pragma('journal_mode')).toBe('wal');
  // 1 is NORMAL.
  expect(pragma('synchronous')).toBe(1);
  expect(pragma('foreign_keys')).toBe(1);
  expect(pragma('busy_timeout')).toBe(5000);
  // As set (2 GiB), or SQLite's build limit if lower.
  const options = db.$client.pragma('compile_options') as { compile_options: string }[];
  const limit = options
    .map((row) => /^MAX_MMAP_SIZE=(\w+)$/.exec(row.compile_options)?.[1])
    .find((value) => value !== undefined);
  expect(pragma('mmap_size')).toBe(Math.min(2 ** 31, limit ? Number(limit) : Infinity));
});

it('opens a backup copy without the memory map', () => {
  dir = mkdtempSync(join(tmpdir(), 'gateiros-pragmas-'));
  db = openDatabase(join(dir, 'gateiros.db'), { mapped: false });
  expect(pragma('journal_mode')).toBe('wal');
  expect(pragma('mmap_size')).toBe(0);
});
