import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/**
 * A second built server for one spec, in another REGISTRATION_MODE than the shared one (the mode
 * is read at startup), on its own database and uploads folder and on a port the system picks (a
 * fixed one can be taken: CI once found one in use by an outgoing connection, as the fixed ports
 * lay in Linux's ephemeral range); `extraEnv` gets the server's address. `admin` runs the admin
 * commands against its database as `npm run admin` would.
 */
export async function startModeServer(
  mode: 'open' | 'invite' | 'approval',
  extraEnv: (url: string) => Record<string, string> = () => ({}),
  entry = process.env.E2E_SERVER_ENTRY ?? 'dist/server/main.js',
) {
  const dir = mkdtempSync(join(tmpdir(), `gateiros-e2e-${mode}-`));
  // A port free when picked may be taken before the server listens: then another one.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: join(dir, 'gateiros.db'),
      UPLOADS_DIR: join(dir, 'uploads'),
      DEMO_DATA: 'false',
      MAP_TILE_URL: '/e2e-tiles/{z}/{x}/{y}.png',
      REGISTRATION_MODE: mode,
      LOG_LEVEL: 'warn',
      ...extraEnv(url),
    };
    const child: ChildProcess = spawn(process.execPath, [entry], { env, stdio: 'inherit' });
    const exit = { code: null as number | null };
    child.once('exit', (code) => (exit.code = code ?? -1));
    for (let i = 0; exit.code === null; i++) {
      const up = await fetch(`${url}/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) return handle(child, url, env, dir, entry);
      if (i > 300) throw new Error(`the ${mode} server did not start in 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (attempt === 3) throw new Error(`the ${mode} server exited (${exit.code}) three times`);
  }
}

function handle(
  child: ChildProcess,
  url: string,
  env: NodeJS.ProcessEnv,
  dir: string,
  entry: string,
) {
  const adminEntry = entry.replace(/main\.js$/, 'admin.js');
  return {
    url,
    admin(...args: string[]): string {
      const run = spawnSync(process.execPath, [adminEntry, ...args], { env, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(run.stderr);
      return run.stdout;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type ModeServer = ReturnType<typeof handle>;

/**
 * A server whose clock the spec moves forward: `advance(minutes)` moves it and answers once every
 * scheduled task due by then has run (src/server/test/clock-server.ts, bundled here into .builds/,
 * never into dist/). It serves the client of the last `npm run build`.
 */
export async function startClockServer() {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--test'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('building the clock server failed');
  const server = await startModeServer('open', undefined, '.builds/clock-server/clock-server.js');
  return {
    ...server,
    async advance(minutes: number): Promise<{ now: string; ran: string[] }> {
      const res = await fetch(`${server.url}/test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ minutes }),
      });
      if (!res.ok) throw new Error(`moving the clock failed: ${res.status}`);
      return (await res.json()) as { now: string; ran: string[] };
    },
  };
}
