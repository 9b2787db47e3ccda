import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { jpeg } from '../fixtures.js';
import { startServer } from '../server-process.js';

let dir: string | undefined;
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every folder and file under `root` (itself included) with its permission bits. */
function modesUnder(root: string): Record<string, number> {
  const modes: Record<string, number> = { '.': modeOf(root) };
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    modes[name] = modeOf(join(root, name));
  }
  return modes;
}

describe('files the server creates', () => {
  it('are for its own user only: database (-wal, -shm), secret, folders and photos', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-modes-'));
    // What a default umask (022) would give everything, to be sure the server does not rely on it.
    chmodSync(dir, 0o755);
    const dataDir = join(dir, 'data');
    const uploadsDir = join(dir, 'uploads');
    const server = await startServer({
      DATABASE_PATH: join(dataDir, 'gateiros.db'),
      UPLOADS_DIR: uploadsDir,
      CLIENT_DIR: join(dir, 'no-client'),
    });
    stop = server.stop;

    const registered = await fetch(`${server.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana', email: 'ana@gateiros.test', password: 'segredo-123' }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const form = new FormData();
    form.append('name', 'Mingau');
    form.append('description', 'Manso');
    form.append('color', 'Cinza');
    form.append('location', JSON.stringify({ type: 'Point', coordinates: [-46.6333, -23.5505] }));
    form.append('photo', new File([new Uint8Array(await jpeg())], 'a.jpg', { type: 'image/jpeg' }));
    const created = await fetch(`${server.base}/api/cats`, {
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: form,
    });
    expect(created.status).toBe(201);

    // The automatic backup taken at start, beside the database: wait until it is whole.
    const backups = join(dataDir, 'backups');
    const whole = () =>
      existsSync(backups) &&
      readdirSync(backups, { recursive: true, encoding: 'utf8' }).some((n) =>
        n.endsWith('backup.json'),
      );
    for (let i = 0; !whole(); i++) {
      if (i > 200) throw new Error('no backup was taken at start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const all = modesUnder(dataDir);
    const backupEntries = Object.keys(all).filter((name) => name.startsWith('backups'));
    expect(backupEntries.length).toBeGreaterThan(3);
    for (const name of backupEntries) {
      const isFile = statSync(join(dataDir, name)).isFile();
      expect({ name, mode: all[name]!.toString(8) }).toEqual({
        name,
        mode: (isFile ? 0o600 : 0o700).toString(8),
      });
    }
    const data = Object.fromEntries(
      Object.entries(all).filter(([name]) => !name.startsWith('backups')),
    );
    expect(Object.keys(data).sort()).toEqual(
      [
        '.',
        'gateiros.db',
        'gateiros.db-shm',
        'gateiros.db-wal',
        'jwt-secret',
        'vapid-keys.json',
      ].sort(),
    );
    expect(data).toEqual({
      '.': 0o700,
      'gateiros.db': 0o600,
      'gateiros.db-shm': 0o600,
      'gateiros.db-wal': 0o600,
      'jwt-secret': 0o600,
      'vapid-keys.json': 0o600,
    });
    const uploads = modesUnder(uploadsDir);
    const photoFiles = Object.keys(uploads).filter((name) => name.endsWith('.webp'));
    expect(photoFiles).toHaveLength(2);
    for (const [name, mode] of Object.entries(uploads)) {
      const isFile = statSync(join(uploadsDir, name)).isFile();
      expect({ name, mode: mode.toString(8) }).toEqual({
        name,
        mode: (isFile ? 0o600 : 0o700).toString(8),
      });
    }
  });

  it('a database file of an earlier release readable by others is made private on open', () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-modes-'));
    const path = join(dir, 'gateiros.db');
    writeFileSync(path, '', { mode: 0o644 });
    chmodSync(path, 0o644);
    const db = openDatabase(path);
    try {
      expect(modeOf(path).toString(8)).toBe('600');
      expect(modeOf(`${path}-wal`).toString(8)).toBe('600');
    } finally {
      db.$client.close();
    }
  });
});
