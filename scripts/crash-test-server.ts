/** The server process of the crash test: started on a free port, watched, killed. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface ServerPaths {
  root: string;
  dir: string;
  databasePath: string;
  uploadsDir: string;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The server process of the moment, killed if the script fails. */
let current: ChildProcess | undefined;

/** Kills the server of the moment, if any (when the script fails). */
export function killServer() {
  current?.kill('SIGKILL');
}

export interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

export async function waitForOutput(server: Running, pattern: RegExp): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 50) {
    if (pattern.test(server.output())) return;
    await sleep(50);
  }
  throw new Error(`no ${pattern} in the server output:\n${server.output()}`);
}

/** The server as `node --import tsx src/server/main.ts` (one process, so SIGKILL reaches it). */
export async function startServer(paths: ServerPaths): Promise<Running> {
  const { root, dir, databasePath, uploadsDir } = paths;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: uploadsDir,
      CLIENT_DIR: join(dir, 'no-client'),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'crash-test-secret-long-enough-0123456789abcdef',
      RATE_LIMIT_REGISTER: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  current = child;
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base, output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
