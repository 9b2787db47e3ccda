/** The built server (`npm run build`) with demo data on a temporary database, tiles stubbed. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startBundle, stopProcess } from '../bundle.js';

/** Tiles: the app's own icon, so nothing leaves 127.0.0.1 and Lighthouse sees no 404. */
export const TILE_PATH = '/favicon.svg';

export interface BenchServer {
  origin: string;
  stop: () => Promise<void>;
}

/** dist/server/main.js as the container starts it; `clientDir` serves another client build. */
export async function startServer(clientDir?: string): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gateiros-bench-web-'));
  const { child, url } = await startBundle(
    'dist/server/main.js',
    {
      DATABASE_PATH: join(dir, 'gateiros.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      DEMO_DATA: 'true',
      MAP_TILE_URL: `${TILE_PATH}?tile={z}/{x}/{y}`,
      RATE_LIMIT_REGISTER: '1000',
      ...(clientDir ? { CLIENT_DIR: resolve(clientDir) } : {}),
    },
    { cwd: process.cwd() },
  );
  return {
    origin: url,
    stop: async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
