import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Tiles: the app's own icon, so nothing leaves 127.0.0.1 and Lighthouse sees no 404. */
export const TILE_PATH = '/favicon.svg';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface BenchServer {
  origin: string;
  stop: () => Promise<void>;
}

/** The built server with demo data on a temporary database; tiles point at a stubbed path. */
export async function startServer(): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gateiros-bench-web-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: join(dir, 'gateiros.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      DEMO_DATA: 'true',
      MAP_TILE_URL: `${TILE_PATH}?tile={z}/{x}/{y}`,
      RATE_LIMIT_REGISTER: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
