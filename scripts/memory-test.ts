/**
 * The memory test (`npm run test:memory`; Linux, as root, with a cgroup memory controller, v1 or
 * v2): runs the server bundle of `npm start` under a real memory limit of 512 MB (a cgroup of its
 * own, as `podman run --memory 512m` or a systemd MemoryMax would; not `ulimit -v`, which caps
 * address space, not memory), started as the Dockerfile starts it (its MALLOC_ARENA_MAX and CMD
 * flags), and while a backup runs (the first-start backup of the scheduler, and `admin backup` in
 * the same cgroup, as `npm run backup` runs inside the container), sends 4, then 16 check-ins
 * with a 4000×3000 JPEG photo at once, half over tRPC, half over REST. Checks:
 * every upload succeeds or gets a clear 4xx or a 503 with Retry-After, the cgroup saw no
 * out-of-memory kill, the server still answers /health, and its RSS peak (sampled from /proc)
 * stays under 300 MB for each round. Prints PASS/FAIL lines and the figures; exits 1 when a check
 * fails. Removes its cgroup, server and files at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDatabase } from '../bench/data.js';
import { buildServerBundle } from '../bench/bundle.js';
import { photoLikeJpeg } from '../bench/photo.js';
import { containerEnv, containerNodeFlags } from '../bench/runtime-env.js';
import { rssMbOf, sampleRssPeak } from '../bench/stats.js';
import { Tokens } from '../src/server/services/tokens.js';
import { openDatabase } from '../src/server/db/client.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LIMIT_MB = 512;
const RSS_TARGET_MB = 300;
const ROUNDS = [4, 16];
const SECRET = 'memory-test-secret-0123456789abcdefghijklmnopqrstuvwxyz';

const log = (...args: unknown[]) => console.log('[memory-test]', ...args);
let failed = 0;
function check(ok: boolean, what: string, detail = ''): boolean {
  if (!ok) failed++;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  return ok;
}

/** A cgroup of our own under the one this process is in, with a memory limit. */
function makeCgroup(name: string, limitBytes: number) {
  const lines = readFileSync('/proc/self/cgroup', 'utf8').trim().split('\n');
  const v1 = lines.find((line) => line.split(':')[1]?.split(',').includes('memory'));
  if (v1) {
    const dir = join('/sys/fs/cgroup/memory', v1.split(':')[2]!, name);
    mkdirSync(dir);
    writeFileSyncOrThrow(join(dir, 'memory.limit_in_bytes'), String(limitBytes));
    // With swap accounting on, swap counts too: the limit is on memory and swap together.
    const memsw = join(dir, 'memory.memsw.limit_in_bytes');
    if (existsSync(memsw)) writeFileSyncOrThrow(memsw, String(limitBytes));
    return {
      dir,
      version: 1,
      peakBytes: () => Number(readFileSync(join(dir, 'memory.max_usage_in_bytes'), 'utf8')),
      oomKills: () => {
        const match = /oom_kill (\d+)/.exec(readFileSync(join(dir, 'memory.oom_control'), 'utf8'));
        return match ? Number(match[1]) : 0;
      },
    };
  }
  const v2 = lines.find((line) => line.startsWith('0::'));
  if (!v2) throw new Error('no cgroup memory controller found');
  const dir = join('/sys/fs/cgroup', v2.slice(3), name);
  mkdirSync(dir);
  writeFileSyncOrThrow(join(dir, 'memory.max'), String(limitBytes));
  if (existsSync(join(dir, 'memory.swap.max')))
    writeFileSyncOrThrow(join(dir, 'memory.swap.max'), '0');
  return {
    dir,
    version: 2,
    peakBytes: () =>
      existsSync(join(dir, 'memory.peak'))
        ? Number(readFileSync(join(dir, 'memory.peak'), 'utf8'))
        : NaN,
    oomKills: () => {
      const match = /oom_kill (\d+)/.exec(readFileSync(join(dir, 'memory.events'), 'utf8'));
      return match ? Number(match[1]) : 0;
    },
  };
}

function writeFileSyncOrThrow(path: string, text: string) {
  // fs.writeFileSync opens with O_TRUNC, which some cgroup files refuse; a plain write is enough.
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/** Runs a node script inside the cgroup: the shell joins it, then becomes node. */
function spawnInCgroup(cgroupDir: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(
    'sh',
    [
      '-c',
      `echo $$ > "${join(cgroupDir, 'cgroup.procs')}" && exec "$0" "$@"`,
      process.execPath,
      ...args,
    ],
    { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'gateiros-memory-test-'));
  const cgroup = makeCgroup(`gateiros-memory-test-${process.pid}`, LIMIT_MB * 2 ** 20);
  log(`cgroup v${cgroup.version} ${cgroup.dir}, limit ${LIMIT_MB} MB`);
  let server: ChildProcess | null = null;
  let outdir: string | null = null;
  try {
    log('building the server bundle');
    // Inside the checkout, so the native packages load from its node_modules.
    outdir = join(root, 'dist/memory-test-server');
    const main = buildServerBundle(root, outdir);

    log('generating a database (5,000 cats, 200 users)');
    const dbPath = join(work, 'data', 'gateiros.db');
    mkdirSync(dirname(dbPath), { recursive: true });
    const secret = new TextEncoder().encode(SECRET);
    const { userIds } = generateDatabase(
      dbPath,
      { cats: 5000, users: 200, ledgerRows: 5000 },
      secret,
    );
    const db = openDatabase(dbPath);
    const catPool = db.$client
      .prepare("SELECT id, lat, lng FROM cats WHERE status = 'Ativo' LIMIT 40")
      .all() as { id: string; lat: number; lng: number }[];
    db.$client.close();

    const jpeg = await photoLikeJpeg();
    const uploads = join(work, 'uploads');

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      ...containerEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: dbPath,
      UPLOADS_DIR: uploads,
      BACKUP_DIR: join(work, 'backups'),
      JWT_SECRET: SECRET,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    };
    server = spawnInCgroup(cgroup.dir, [...containerNodeFlags(), main], env);
    for (;;) {
      if (server.exitCode !== null) throw new Error('the server exited during startup');
      const ok = await fetch(`${url}/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    log('server up; its first-start backup is due');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    console.log(
      `server RSS idle after startup: ${Math.round(await rssMbOf(server.pid!))} MB (anonymous: ${Math.round(await rssMbOf(server.pid!, 'RssAnon'))} MB)`,
    );

    const tokens = new Tokens(secret);
    let next = 0;
    for (const n of ROUNDS) {
      log(`${n} check-ins with a 4000×3000 photo at once, with \`admin backup\` running`);
      const backup = spawnInCgroup(cgroup.dir, [join(outdir, 'admin.js'), 'backup'], env);
      const sampler = sampleRssPeak(server.pid!);
      const answers = await Promise.all(
        Array.from({ length: n }, async (_, k) => {
          const i = next++;
          const cat = catPool[i % catPool.length]!;
          const token = await tokens.sign({ userId: userIds[i]!, version: 0 }, new Date());
          const form = new FormData();
          const photo = new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
          let path: string;
          if (k % 2 === 0) {
            path = '/trpc/checkins.create';
            form.set(
              'data',
              JSON.stringify({
                catId: cat.id,
                actions: ['Alimentou'],
                healthStatus: 'Bom',
                location: { latitude: cat.lat, longitude: cat.lng },
              }),
            );
          } else {
            path = '/api/checkins';
            form.set('catId', cat.id);
            form.append('actions', 'Alimentou');
            form.set('healthStatus', 'Bom');
            form.set(
              'location',
              JSON.stringify({ type: 'Point', coordinates: [cat.lng, cat.lat] }),
            );
          }
          form.append('photos', photo, 'cat.jpg');
          const res = await fetch(url + path, {
            method: 'POST',
            body: form,
            headers: { authorization: `Bearer ${token}` },
          }).catch((error: unknown) => ({ error }));
          if ('error' in res) return { status: 0, detail: String(res.error) };
          const text = await res.text();
          return { status: res.status, retryAfter: res.headers.get('retry-after'), detail: text };
        }),
      );
      const { rss: peak, anon: anonPeak } = await sampler.stop();
      const backupCode = await exited(backup);
      const statuses = answers.map((a) => a.status);
      const clear = answers.every(
        (a) =>
          (a.status >= 200 && a.status < 300) ||
          (a.status >= 400 && a.status < 500 && a.detail.length > 0) ||
          (a.status === 503 && a.retryAfter !== null),
      );
      check(
        clear,
        `${n} uploads: each succeeded, or got a clear 4xx or a 503 with Retry-After`,
        statuses.join(' '),
      );
      for (const a of answers) if (a.status >= 300) log(`  ${a.status}: ${a.detail.slice(0, 200)}`);
      check(
        backupCode === 0,
        `${n} uploads: the backup beside them finished`,
        `exit ${backupCode}`,
      );
      check(
        peak > 0 && peak < RSS_TARGET_MB,
        `${n} uploads: server RSS peak under ${RSS_TARGET_MB} MB`,
        `${Math.round(peak)} MB`,
      );
      console.log(
        `RSS peak with ${n} concurrent uploads: ${Math.round(peak)} MB (anonymous: ${Math.round(anonPeak)} MB)`,
      );
    }
    const health = await fetch(`${url}/health`).then(
      (res) => res.status,
      () => 0,
    );
    check(server.exitCode === null && health === 200, 'the server is still up and healthy');
    check(cgroup.oomKills() === 0, 'no out-of-memory kill in the cgroup', `${cgroup.oomKills()}`);
    console.log(
      `cgroup peak (server and backups together): ${Math.round(cgroup.peakBytes() / 2 ** 20)} MB of ${LIMIT_MB} MB`,
    );
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await exited(server);
    }
    try {
      rmdirSync(cgroup.dir);
    } catch (error) {
      log(`could not remove ${cgroup.dir}: ${String(error)}`);
    }
    rmSync(work, { recursive: true, force: true });
    if (outdir) rmSync(outdir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  failed++;
}
console.log(
  failed === 0 ? 'memory test: all checks passed' : `memory test: ${failed} check(s) FAILED`,
);
process.exitCode = failed === 0 ? 0 : 1;
