/**
 * Makes the database of src/server/test/upgrade.test.ts with the code of the previous release:
 * its demo data, then, over HTTP, a newly registered user, favourites, check-ins with photos and a
 * cat registered with photos. Run it from the project with a checkout of that release (with its
 * node_modules) as the argument:
 *
 *   git worktree add ../previous <release commit> && (cd ../previous && npm ci)
 *   npx tsx scripts/upgrade-fixture.ts ../previous
 *
 * It rewrites src/server/test/upgrade-fixture/ (the database and the photo files it names).
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { FIXTURE_NOW, FIXTURE_USER } from '../src/server/test/upgrade-fixture-user.js';

/** The parts of the previous release used here, typed by hand: its code is not this code. */
interface OldApp {
  deps: { db: { $client: { exec(sql: string): void; pragma(sql: string): unknown } } };
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}
interface OldModules {
  settings: { testSettings(overrides: Record<string, unknown>): Record<string, unknown> };
  app: { buildApp(options: Record<string, unknown>): Promise<OldApp> };
  seed: { seedDemoData(deps: OldApp['deps']): Promise<boolean> };
  clock: { ManualClock: new (start: string) => { advance(ms: number): void } };
  credentials: { DEMO_LOGIN: { email: string; password: string } };
  catArt: {
    DEMO_CAT_COLOURS: readonly unknown[];
    renderCatPhoto(colour: unknown, seed: number, width: number): Promise<Buffer>;
  };
}

const HOUR = 60 * 60 * 1000;
const PHOTO_WIDTH = 160;

const release = resolve(process.argv[2] ?? '');
const out = join(import.meta.dirname, '..', 'src', 'server', 'test', 'upgrade-fixture');
if (!process.argv[2] || !existsSync(join(release, 'src', 'server', 'app.ts'))) {
  console.error('Usage: npx tsx scripts/upgrade-fixture.ts <checkout of the previous release>');
  process.exit(2);
}

const load = async <T>(path: string) =>
  (await import(pathToFileURL(join(release, 'src', 'server', path)).href)) as T;
const old: OldModules = {
  settings: await load('settings.ts'),
  app: await load('app.ts'),
  seed: await load('demo/seed.ts'),
  clock: await load('lib/clock.ts'),
  credentials: await load('demo/credentials.ts'),
  catArt: await load('lib/cat-art.ts'),
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const settings = old.settings.testSettings({
  DATABASE_PATH: join(out, 'gateiros.db'),
  UPLOADS_DIR: join(out, 'uploads'),
  JWT_SECRET: 'upgrade-fixture-secret-upgrade-fixture-secret',
  DEMO_DATA: true,
});
const clock = new old.clock.ManualClock(FIXTURE_NOW);
const app = await old.app.buildApp({ settings, clock, clientDir: null });
if (!(await old.seed.seedDemoData(app.deps))) throw new Error('the new database was not empty');
const base = await app.listen({ port: 0, host: '127.0.0.1' });

async function call(path: string, body: unknown, token?: string): Promise<unknown> {
  const form = body instanceof FormData;
  const res = await fetch(`${base}/trpc/${path}`, {
    method: 'POST',
    body: form ? body : JSON.stringify(body),
    headers: {
      ...(form ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const json = (await res.json()) as { result?: { data: unknown }; error?: unknown };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json.error)}`);
  return json.result?.data;
}

const photo = (seed: number) =>
  old.catArt.renderCatPhoto(old.catArt.DEMO_CAT_COLOURS[seed % 4], 5000 + seed, PHOTO_WIDTH);
function form(data: unknown, files: Record<string, Buffer[]>): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  for (const [field, parts] of Object.entries(files)) {
    for (const bytes of parts) body.append(field, new Blob([new Uint8Array(bytes)]), 'cat.jpg');
  }
  return body;
}

type CatRow = { id: string; lat: number; lng: number };
const demoCats = (app.deps.db.$client as unknown as { prepare(sql: string): { all(): CatRow[] } })
  .prepare('SELECT id, lat, lng FROM cats ORDER BY created_at, id')
  .all();
const near = (cat: CatRow) => ({ latitude: cat.lat + 0.0001, longitude: cat.lng });

const demo = (await call('auth.login', old.credentials.DEMO_LOGIN)) as { token: string };
const ana = (await call('auth.register', FIXTURE_USER)) as { token: string };
const [first, second, third] = demoCats;
if (!first || !second || !third) throw new Error('the demo has fewer than three cats');

await call('favorites.add', { catId: first.id }, demo.token);
await call('favorites.add', { catId: second.id }, demo.token);
clock.advance(HOUR);
const checkin = (cat: CatRow, actions: string[]) => ({
  catId: cat.id,
  actions,
  healthStatus: 'Bom',
  location: near(cat),
});
await call(
  'checkins.create',
  form(checkin(first, ['Alimentou', 'Deu água']), { photos: [await photo(1), await photo(2)] }),
  demo.token,
);
clock.advance(HOUR);
const registered = (await call(
  'cats.create',
  form(
    {
      name: 'Atualizado',
      description: 'Registrado antes da atualização',
      color: 'Laranja',
      health: 'Regular',
      location: { ...near(third), address: 'Rua Aurora, São Paulo' },
    },
    { photo: [await photo(3)], additionalPhotos: [await photo(4)] },
  ),
  ana.token,
)) as { _id: string };
await call('favorites.add', { catId: registered._id }, ana.token);
clock.advance(HOUR);
await call(
  'checkins.create',
  form(checkin(third, ['Verificou bem-estar']), { photos: [await photo(5)] }),
  ana.token,
);

// The demo's photos re-encoded small (same names and sizes): the test needs files, not pictures.
for (const entry of readdirSync(join(out, 'uploads'), { recursive: true, encoding: 'utf8' })) {
  if (!entry.endsWith('.webp')) continue;
  const file = join(out, 'uploads', entry);
  writeFileSync(file, await sharp(readFileSync(file)).webp({ quality: 1, effort: 6 }).toBuffer());
}

// One self-contained file: the WAL folded in, free pages dropped.
app.deps.db.$client.pragma('journal_mode = DELETE');
app.deps.db.$client.exec('VACUUM');
await app.close();

const size = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum +
      (entry.isDirectory() ? size(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
    0,
  );
console.log(`upgrade fixture written to ${out}: ${Math.round(size(out) / 1024)} KiB`);
