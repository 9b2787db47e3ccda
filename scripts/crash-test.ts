/**
 * Crash safety (`npm run test:crash`, `-- --quick` for CI): starts the real server on a temporary
 * database, registers users and cats, sends check-ins (some with photos) from several concurrent
 * clients (asking for the cats' link preview images now and then, which the server keeps as files),
 * kills the server with SIGKILL mid-stream, restarts it, and checks that:
 * - every check-in the server acknowledged (201) is in the database;
 * - each user's points equal the sum of their ledger rows;
 * - no photo file is left that no row refers to, and no row refers to a missing file;
 * - every kept link preview is whole and made from a photo a cat's row refers to;
 * - PRAGMA integrity_check and foreign_key_check are clean.
 * Exits 0 when all hold, 1 otherwise.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, killServer, sleep, startServer, waitForOutput } from './crash-test-server.js';
import { verify } from './crash-test-verify.js';
import { picture } from '../src/server/test/photo-images.js';

const quick = process.argv.includes('--quick');
const keep = process.argv.includes('--keep');
const CLIENTS = quick ? 4 : 8;
const ROUNDS = quick ? 2 : 5;
/** How long the clients run before each SIGKILL (a random part of it). */
const RUN_MS = quick ? 3000 : 6000;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'gateiros-crash-'));
const databasePath = join(dir, 'data', 'gateiros.db');
const uploadsDir = join(dir, 'uploads');
const paths = { root, dir, databasePath, uploadsDir };
const HOME = { latitude: -23.5505, longitude: -46.6333 };

const log = (...args: unknown[]) => console.log('[crash-test]', ...args);

interface Client {
  token: string;
  userId: string;
}
interface CatRef {
  id: string;
  photoId: string;
  latitude: number;
  longitude: number;
}

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A real photo as big as a cat's photo must be, another picture for each seed. */
const photo = (seed: number) => picture(seed).jpeg().toBuffer();

const pointJson = (latitude: number, longitude: number) =>
  JSON.stringify({ type: 'Point', coordinates: [longitude, latitude], address: 'Praça' });

async function setup(base: string): Promise<{ clients: Client[]; cats: CatRef[] }> {
  const clients: Client[] = [];
  const cats: CatRef[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const session = await json<{ token: string; user: { _id: string } }>(
      await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Cuidador ${i}`,
          email: `c${i}@gateiros.test`,
          password: 'segredo-forte-123',
        }),
      }),
    );
    clients.push({ token: session.token, userId: session.user._id });
    const latitude = HOME.latitude + i * 0.0005;
    const longitude = HOME.longitude;
    const form = new FormData();
    form.append('name', `Gato ${i}`);
    form.append('description', 'Mora na praça');
    form.append('color', 'Cinza');
    form.append('location', pointJson(latitude, longitude));
    form.append('photo', new File([new Uint8Array(await photo(i))], 'cat.jpg'));
    const cat = await json<{ _id: string; photoId: string }>(
      await fetch(`${base}/api/cats`, {
        method: 'POST',
        headers: { 'x-auth-token': session.token },
        body: form,
      }),
    );
    cats.push({ id: cat._id, photoId: cat.photoId, latitude, longitude });
  }
  return { clients, cats };
}

/** Check-ins until the server goes away; the ids it acknowledged. */
async function checkInLoop(
  base: string,
  client: Client,
  cats: CatRef[],
  photos: Buffer[],
  stats: { sent: number; refused: number },
): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let n = 0; ; n++) {
    const cat = cats[Math.floor(Math.random() * cats.length)]!;
    const form = new FormData();
    form.append('catId', cat.id);
    form.append('location', pointJson(cat.latitude + 0.0001, cat.longitude));
    form.append('actions', JSON.stringify(n % 3 === 0 ? ['Alimentou', 'Deu água'] : ['Alimentou']));
    form.append('healthStatus', 'Bom');
    if (n % 2 === 0) {
      form.append('photos', new File([new Uint8Array(photos[n % photos.length]!)], 'p.jpg'));
    }
    let res: Response;
    try {
      stats.sent += 1;
      res = await fetch(`${base}/api/checkins`, {
        method: 'POST',
        headers: { 'x-auth-token': client.token },
        body: form,
      });
    } catch {
      return acknowledged; // the server is gone
    }
    let text: string;
    try {
      text = await res.text();
    } catch {
      return acknowledged; // cut off mid-answer: not acknowledged
    }
    if (res.status === 201) {
      acknowledged.push((JSON.parse(text) as { checkIn: { _id: string } }).checkIn._id);
    } else {
      stats.refused += 1;
      if (res.status >= 500) throw new Error(`server error ${res.status}: ${text.slice(0, 300)}`);
    }
    // A shared link's preview image: made on its first request, then read from its file.
    if (n % 3 === 1 && !(await previewOf(base, cat))) return acknowledged;
  }
}

/** GET of the cat's link preview image; false when the server is gone. */
async function previewOf(base: string, cat: CatRef): Promise<boolean> {
  let res: Response;
  try {
    res = await fetch(`${base}/preview/${cat.photoId}.jpg`);
    await res.arrayBuffer();
  } catch {
    return false;
  }
  if (res.status !== 200) throw new Error(`preview of cat ${cat.id}: ${res.status}`);
  return true;
}

async function main() {
  const started = Date.now();
  log(`${quick ? 'quick' : 'full'} run: ${CLIENTS} clients, ${ROUNDS} SIGKILLs, in ${dir}`);
  const photos = await Promise.all([1, 2, 3, 4].map((s) => photo(100 + s)));
  const acknowledged = new Set<string>();
  let server = await startServer(paths);
  const { clients, cats } = await setup(server.base);
  log(`registered ${clients.length} users and ${cats.length} cats`);

  for (let round = 1; round <= ROUNDS; round++) {
    const stats = { sent: 0, refused: 0 };
    const loops = clients.map((c) => checkInLoop(server.base, c, cats, photos, stats));
    await sleep(RUN_MS / 2 + Math.random() * (RUN_MS / 2));
    server.child.kill('SIGKILL');
    await exited(server.child);
    const results = await Promise.all(loops);
    const before = acknowledged.size;
    for (const ids of results) for (const id of ids) acknowledged.add(id);
    log(
      `round ${round}: SIGKILL after ${stats.sent} requests, ${acknowledged.size - before} acknowledged, ${stats.refused} refused`,
    );
    server = await startServer(paths);
    // The sweep runs in the background after listen: wait for it before going on.
    await waitForOutput(server, /orphan photo sweep finished/);
    const swept = /"count":(\d+),"msg":"removed orphan photo files"/.exec(server.output());
    if (swept) log(`restart ${round}: the server removed ${swept[1]} orphan photo files`);
  }

  // Stop the last one cleanly, then look at what is on disk.
  server.child.kill('SIGTERM');
  await exited(server.child);
  if (server.child.exitCode !== 0) {
    throw new Error(`server exit code ${server.child.exitCode}:\n${server.output()}`);
  }
  if (acknowledged.size === 0) throw new Error('no check-in was acknowledged: nothing was tested');

  const problems = verify(paths, acknowledged, log);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    for (const p of problems) console.error(`[crash-test] FAIL ${p}`);
    console.error(`[crash-test] failed in ${seconds} s; data kept in ${dir}`);
    process.exitCode = 1;
    return;
  }
  log(
    `ok: ${acknowledged.size} acknowledged check-ins all present, ledger and files consistent (${seconds} s)`,
  );
  if (!keep) rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  killServer();
  console.error('[crash-test] error:', error);
  console.error(`[crash-test] data kept in ${dir}`);
  process.exitCode = 1;
});
