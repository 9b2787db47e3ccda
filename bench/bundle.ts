/**
 * The server bundle of `npm start` (scripts/build-server.mjs), built into a checkout (its native
 * packages load from node_modules) and started as the container runs it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { containerEnv, containerNodeFlags } from './runtime-env.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Builds the bundle into `outdir` (inside `root`); its entry point. */
export function buildServerBundle(root: string, outdir: string): string {
  execFileSync(process.execPath, ['scripts/build-server.mjs', `--outdir=${outdir}`], {
    cwd: root,
    stdio: 'inherit',
  });
  return join(outdir, 'main.js');
}

/**
 * Starts the bundle's `main` as the Dockerfile does (its CMD's node flags and its allocator
 * setting), `env` on top (PORT and HOST are set here); resolves once /health answers 200, with
 * the milliseconds from spawn to then. `track` gets the process at once, so that the caller can
 * stop it whatever happens.
 */
export async function startBundle(
  main: string,
  env: Record<string, string>,
  options: { cwd: string; track?: (child: ChildProcess) => void },
): Promise<{ child: ChildProcess; url: string; ms: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = process.hrtime.bigint();
  const child = spawn(process.execPath, [...containerNodeFlags(), main], {
    cwd: options.cwd,
    env: {
      ...process.env,
      ...containerEnv(),
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  options.track?.(child);
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during startup');
    const ok = await fetch(`${url}/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise<void>((resolve) => setTimeout(resolve, 5));
  }
  return { child, url, ms: Number(process.hrtime.bigint() - startedAt) / 1e6 };
}

/** SIGTERM (the server finishes what is in flight), SIGKILL after 5 s. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
