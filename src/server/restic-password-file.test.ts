import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ensureRepository, resticSettings } from './restic.js';
import { loadSettings } from './settings.js';

/**
 * docs/backups.md sets the restic password with RESTIC_PASSWORD_FILE, as in the environment of a
 * deployment: restic reads the file itself, and the password is in no environment.
 */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gateiros-restic-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const configFor = (passwordFile: string) =>
  resticSettings(
    loadSettings({
      PATH: process.env.PATH,
      BACKUP_RESTIC_REPOSITORY: join(dir, 'offsite'),
      RESTIC_PASSWORD_FILE: passwordFile,
      RESTIC_CACHE_DIR: join(dir, 'cache'),
    }),
  )!;

it('a repository made and opened with the password in RESTIC_PASSWORD_FILE only', async () => {
  writeFileSync(join(dir, 'restic-password'), 'uma-senha-longa-num-arquivo\n', { mode: 0o600 });
  const config = configFor(join(dir, 'restic-password'));
  expect(Object.keys(config.env)).not.toContain('RESTIC_PASSWORD');
  expect(Object.values(config.env).join(' ')).not.toContain('uma-senha-longa');
  expect(await ensureRepository(config)).toBe('created');
  expect(await ensureRepository(config)).toBe('found');

  // Another file, another password: refused, never a new repository.
  writeFileSync(join(dir, 'other-password'), 'outra-senha\n', { mode: 0o600 });
  await expect(ensureRepository(configFor(join(dir, 'other-password')))).rejects.toThrow(
    /restic cat failed/,
  );
});
