import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type E2EServer } from './server.js';

/**
 * A server for one spec in another REGISTRATION_MODE than its worker's (the mode is read at
 * startup), on its own database and uploads folder; `extraEnv` gets the server's address.
 */
export function startModeServer(
  mode: 'open' | 'invite' | 'approval',
  extraEnv: (url: string) => Record<string, string> = () => ({}),
): Promise<E2EServer> {
  return startServer({
    name: mode,
    env: (url) => ({ REGISTRATION_MODE: mode, ...extraEnv(url) }),
  });
}
export type ModeServer = E2EServer;

/**
 * A server whose clock the spec moves forward: `advance(minutes)` moves it and answers once every
 * scheduled task due by then has run (src/server/test/clock-server.ts, bundled here into a folder
 * of its own under .builds/, never into dist/, so that two workers never write the same bundle).
 * It serves the client of the last `npm run build`.
 */
export async function startClockServer() {
  mkdirSync('.builds', { recursive: true });
  const outdir = mkdtempSync(join('.builds', 'clock-server-'));
  const built = spawnSync(
    process.execPath,
    ['scripts/build-server.mjs', '--test', `--outdir=${outdir}`],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('building the clock server failed');
  const server = await startServer({ name: 'clock', entry: join(outdir, 'clock-server.js') }).catch(
    (error: unknown) => {
      rmSync(outdir, { recursive: true, force: true });
      throw error;
    },
  );
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
    async stop() {
      await server.stop();
      rmSync(outdir, { recursive: true, force: true });
    },
  };
}
