import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { testSettings } from '../settings.js';
import { catData, catForm, jpeg } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { projectRoot } from '../lib/paths.js';
import { GZIP_LEVEL } from './compression.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const text = (repeat: number, line: string) =>
  Array.from({ length: repeat }, () => line).join('\n');

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** A built client made of fake files, precompressed by the build's script. */
function builtClient() {
  const dir = mkdtempSync(join(tmpdir(), 'gateiros-client-'));
  mkdirSync(join(dir, 'assets'));
  const files = {
    'index.html': `<!doctype html><html><head><title>Gateiros</title></head><body>${text(80, '<p>gatos</p>')}</body></html>`,
    'assets/app-abc123.js': text(200, 'console.log("gatos na praça");'),
    'assets/app-abc123.css': text(100, '.card { color: red }'),
    'sw.js': text(100, 'self.addEventListener("fetch", () => {});'),
    'registerSW.js': 'navigator.serviceWorker.register("/sw.js")',
    'manifest.webmanifest': JSON.stringify({ name: 'Gateiros', icons: [] }),
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  execFileSync(process.execPath, [join(projectRoot, 'scripts/precompress.mjs'), dir]);
  return { dir, files };
}

/** The real app serving that client. */
async function appWithClient() {
  const { dir, files } = builtClient();
  const uploads = mkdtempSync(join(tmpdir(), 'gateiros-up-'));
  const db = openDatabase(':memory:');
  const app = await buildApp({
    settings: testSettings({ DATABASE_PATH: ':memory:', UPLOADS_DIR: uploads }),
    db,
    clientDir: dir,
  });
  cleanup = async () => {
    await app.close();
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(uploads, { recursive: true, force: true });
  };
  return { app, dir, files };
}

describe('the built client: precompressed files and cache headers', () => {
  it('sends the .br file to a client that takes brotli, the .gz to one that takes gzip', async () => {
    const { app, dir, files } = await appWithClient();
    const path = 'assets/app-abc123.js';
    const br = await app.inject({ url: `/${path}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.rawPayload.equals(readFileSync(join(dir, `${path}.br`)))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(files[path]);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);

    const gz = await app.inject({ url: `/${path}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.rawPayload.equals(readFileSync(join(dir, `${path}.gz`)))).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(files[path]);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await app.inject({ url: `/${path}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files[path]);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    // Never revalidated: no validators.
    for (const res of [br, gz, plain]) {
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
    }
    const css = await app.inject({
      url: '/assets/app-abc123.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(css.statusCode).toBe(200);
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
    expect((await app.inject({ url: '/assets/missing-abc.js' })).statusCode).toBe(404);
  });

  it('revalidates the HTML (also as the history fallback) and the PWA files', async () => {
    const { app, files } = await appWithClient();
    const page = await app.inject({
      url: '/cat/abc123',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(files['index.html']);
    for (const url of ['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // Revalidated: a second visit gets 304 for an unchanged file.
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      const again = await app.inject({
        url,
        headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
    const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.headers['content-encoding']).toBe('br');
  });
  it("compresses a cat page, whose HTML carries the cat's preview tags", async () => {
    const { dir } = builtClient();
    const t = await createTestApp({ clientDir: dir });
    cleanup = async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    };
    const token = await t.tokenFor(t.createUser());
    const created = await t.postForm(
      'cats.create',
      catForm(catData({ name: 'Pipoca da Praça' }), await jpeg(2)),
      { 'x-auth-token': token },
    );
    const cat = created.body.result.data;
    const page = await t.app.inject({
      url: `/cat/${cat._id}`,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('Pipoca da Praça');
    expect(html).toContain('og:title');
    const plain = await t.app.inject({ url: `/cat/${cat._id}`, headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });
});

describe('API answers', () => {
  let t: TestApp;

  it('compresses a tRPC answer over the threshold when asked, and only then', async () => {
    t = await createTestApp();
    cleanup = () => t.close();
    const user = t.createUser();
    const token = await t.tokenFor(user);
    for (const seed of [1, 2, 3]) {
      const res = await t.postForm('cats.create', catForm(catData(), await jpeg(seed)), {
        'x-auth-token': token,
      });
      expect(res.status).toBe(200);
    }
    const url = `/trpc/cats.nearby?input=${encodeURIComponent(
      JSON.stringify({ latitude: -23.5505, longitude: -46.6333 }),
    )}`;
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const body = plain.body;
    expect(JSON.parse(body).result.data).toHaveLength(3);

    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(br.headers['content-type']).toContain('application/json');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
    expect(br.rawPayload.length).toBeLessThan(body.length / 2);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(body);
    // At the level chosen for the server's CPU, not zlib's default.
    expect(gz.rawPayload.equals(gzipSync(body, { level: GZIP_LEVEL }))).toBe(true);
    expect(gz.rawPayload.equals(gzipSync(body))).toBe(false);

    const again = await t.app.inject({ url });
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body).toBe(body);

    // Signed in: the fast GET path without the cache; REST likewise.
    const mine = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'x-auth-token': token },
    });
    expect(mine.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(mine.rawPayload).toString()).result.data).toHaveLength(
      3,
    );
    const rest = await t.app.inject({
      url: '/api/cats?lat=-23.5505&lng=-46.6333',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(rest.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(rest.rawPayload).toString()).cats).toHaveLength(3);
    expect(Number(rest.headers['content-length'])).toBe(rest.rawPayload.length);

    // Under the threshold: as it is.
    const health = await t.app.inject({ url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok', commit: null });
  });

  it('serves photos and avatars for a year, not compressed again', async () => {
    t = await createTestApp();
    cleanup = () => t.close();
    const token = await t.tokenFor(t.createUser());
    const res = await t.postForm('cats.create', catForm(catData(), await jpeg(1)), {
      'x-auth-token': token,
    });
    const cat = res.body.result.data;
    for (const url of [cat.photoUrl, cat.thumbnailUrl ?? cat.photoUrl]) {
      const photo = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.headers['cache-control']).toBe(IMMUTABLE);
      expect(photo.headers['content-encoding']).toBeUndefined();
    }
    const avatar = await t.app.inject('/avatars/orange.svg');
    expect(avatar.headers['cache-control']).toBe(IMMUTABLE);
  });
});
