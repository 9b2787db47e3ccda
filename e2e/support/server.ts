import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

// E2E_SERVER_ENTRY / E2E_CLIENT_DIR let a developer test a private build beside another's.
const MAIN_ENTRY = process.env.E2E_SERVER_ENTRY ?? 'dist/server/main.js';
const ADMIN_ENTRY = MAIN_ENTRY.replace(/main\.js$/, 'admin.js');

/** What every browser-test server runs with, beside its own database and uploads folder. */
const E2E_SETTINGS = {
  HOST: '127.0.0.1',
  DEMO_DATA: 'false',
  MAP_TILE_URL: '/e2e-tiles/{z}/{x}/{y}.png',
  RATE_LIMIT_REGISTER: '1000',
  LOG_LEVEL: 'warn',
  ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
};

export interface ServerOptions {
  /** Names its temporary folder. */
  name?: string;
  /** Settings beyond E2E_SETTINGS, given the server's address (for PUBLIC_URL and the like). */
  env?: (url: string) => Record<string, string>;
  /** The bundle to run (the clock server's, say); the built server by default. */
  entry?: string;
  /** How long it may take to answer /health (a server filling demo data takes longer). */
  startTimeout?: number;
}

/** Servers still running, stopped if this process exits without stopping them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A port nothing listens on now, picked by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const healthy = (url: string) =>
  fetch(`${url}/health`).then(
    (res) => res.ok,
    () => false,
  );

/**
 * The built server on a 127.0.0.1 port the system picks, with a temporary database and uploads
 * folder of its own, removed again by `stop()`. It answers once the server answers /health.
 * `admin` runs the admin commands against its database as `npm run admin` would.
 */
export async function startServer({
  name = 'server',
  env = () => ({}),
  entry = MAIN_ENTRY,
  startTimeout = 30_000,
}: ServerOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), `gateiros-e2e-${name}-`));
  // A port free when picked may be taken before the server listens (the server then exits): then
  // another one.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const settings: NodeJS.ProcessEnv = {
      ...process.env,
      ...E2E_SETTINGS,
      PORT: String(port),
      DATABASE_PATH: join(dir, 'gateiros.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      ...env(url),
    };
    const child = spawn(process.execPath, [entry], { env: settings, stdio: 'inherit' });
    running.add(child);
    let exited = false;
    const exit = new Promise<void>((resolve) =>
      child.once('exit', () => {
        exited = true;
        running.delete(child);
        resolve();
      }),
    );
    try {
      await expect
        .poll(async () => exited || (await healthy(url)), {
          message: `the ${name} server answers /health`,
          timeout: startTimeout,
        })
        .toBe(true);
    } catch (error) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    if (!exited) return handle(child, exit, url, settings, dir);
  }
  rmSync(dir, { recursive: true, force: true });
  throw new Error(`the ${name} server exited three times before it answered`);
}

function handle(
  child: ChildProcess,
  exit: Promise<void>,
  url: string,
  env: NodeJS.ProcessEnv,
  dir: string,
) {
  return {
    url,
    admin(...args: string[]): string {
      const run = spawnSync(process.execPath, [ADMIN_ENTRY, ...args], { env, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(run.stderr);
      return run.stdout;
    },
    async stop() {
      child.kill('SIGTERM');
      await exit;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type E2EServer = ReturnType<typeof handle>;
