import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A second built server for one spec, in another REGISTRATION_MODE than the shared one (the mode
 * is read at startup), on its own port, database and uploads folder; `admin` runs the admin
 * commands against its database as `npm run admin` would.
 */
export async function startModeServer(
  mode: 'open' | 'invite' | 'approval',
  port: number,
  extraEnv: Record<string, string> = {},
) {
  const dir = mkdtempSync(join(tmpdir(), `gateiros-e2e-${mode}-`));
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
    ...extraEnv,
  };
  const entry = process.env.E2E_SERVER_ENTRY ?? 'dist/server/main.js';
  const child: ChildProcess = spawn(process.execPath, [entry], { env, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (i > 200) throw new Error(`the ${mode} server did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
export type ModeServer = Awaited<ReturnType<typeof startModeServer>>;
