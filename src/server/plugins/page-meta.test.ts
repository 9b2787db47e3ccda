import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Db } from '../db/client.js';
import { catPhotos, users, type Cat } from '../db/schema.js';
import { ManualClock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import { testSettings } from '../settings.js';
import { insertCat } from '../test/fixtures.js';
import { colonies, colonyCats } from '../db/colonies-schema.js';
import { hiddenItems } from '../db/moderation-schema.js';

const INDEX =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Gateiros</title></head><body><div id="root"></div></body></html>';

let dir: string;
let db: Db;
let app: FastifyInstance;
let cat: Cat;
let photoId: string;
const clock = new ManualClock();

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateiros-meta-'));
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'client', 'index.html'), INDEX);
  db = openDatabase(':memory:');
  const createUser = () =>
    db
      .insert(users)
      .values({ id: newId(), name: 'Ana', createdAt: clock.now(), updatedAt: clock.now() })
      .returning()
      .get();
  cat = insertCat(
    { db, clock, createUser },
    {
      name: 'Mingau <o "rei">',
      health: 'Precisa de atenção',
      description: 'Cinza, manso, come na praça.',
      lat: -23.561234,
      lng: -46.655678,
      publicLat: -23.562345,
      publicLng: -46.656789,
    },
  );
  photoId = newId();
  db.insert(catPhotos)
    .values({
      id: photoId,
      catId: cat.id,
      position: 0,
      file: 'photos/ab/mingau.webp',
      thumb: 'photos/ab/mingau-thumb.webp',
      width: 1200,
      height: 900,
      createdAt: clock.now(),
    })
    .run();
  const uploads = join(dir, 'uploads');
  mkdirSync(join(uploads, 'photos', 'ab'), { recursive: true });
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c08040' } })
    .webp()
    .toFile(join(uploads, 'photos', 'ab', 'mingau.webp'));
  app = await buildApp({
    settings: testSettings({
      DATABASE_PATH: ':memory:',
      UPLOADS_DIR: uploads,
      PUBLIC_URL: 'https://gateiros.example.org/',
    }),
    db,
    clock,
    clientDir: join(dir, 'client'),
    logger: false,
  });
});
afterEach(async () => {
  await app.close();
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('pages for every client', () => {
  it('gives a preview bot (no Accept) the cat’s Open Graph tags, escaped, and no position', async () => {
    for (const headers of [{}, { accept: '*/*' }, { 'user-agent': 'WhatsApp/2.23' }]) {
      const res = await app.inject({ url: `/cat/${cat.id}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body;
      expect(html).toContain(
        '<meta property="og:title" content="Mingau &#60;o &#34;rei&#34;&#62; · Gateiros">',
      );
      expect(html).toContain('<title>Mingau &#60;o &#34;rei&#34;&#62; · Gateiros</title>');
      expect(html.match(/<title>/g)).toHaveLength(1);
      // A JPEG made from the photo (issue 32: some preview fetchers skip WebP).
      expect(html).toContain(
        `<meta property="og:image" content="https://gateiros.example.org/preview/${photoId}.jpg">`,
      );
      expect(html).toContain('<meta property="og:image:type" content="image/jpeg">');
      expect(html).toContain(`content="https://gateiros.example.org/cat/${cat.id}"`);
      expect(html).toMatch(/og:description" content="Saúde: Precisa de atenção\. Cinza, manso/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      for (const digits of ['23.56', '46.65', '-23', '-46']) expect(html).not.toContain(digits);
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('preloads the photo the cat page shows first, the one cats.byId names', async () => {
    const page = await app.inject({ url: `/cat/${cat.id}`, headers: { accept: 'text/html' } });
    const input = encodeURIComponent(JSON.stringify({ id: cat.id }));
    const answer = await app.inject({ url: `/trpc/cats.byId?input=${input}` });
    const photoUrl = answer.json().result.data.cat.photoUrl as string;
    expect(photoUrl).toBe('/uploads/photos/ab/mingau.webp');
    expect(page.body).toContain(
      `<link rel="preload" as="image" href="${photoUrl}" fetchpriority="high">`,
    );
    expect(page.body.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('answers every other page with the app, and a missing file or API path with a 404', async () => {
    for (const url of ['/', '/map', '/cat/unknown-id', '/ranking?period=week']) {
      const res = await app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    for (const url of ['/assets/app-missing.js', '/logo.png', '/api/nothing', '/trpc/nothing']) {
      const res = await app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
    const post = await app.inject({ method: 'POST', url: '/map' });
    expect(post.statusCode).toBe(404);
  });
});

describe('link preview images and colony pages', () => {
  it('serves the preview image as a JPEG, and a hidden photo as a 404', async () => {
    const res = await app.inject({ url: `/preview/${photoId}.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    for (const url of ['/preview/unknown.jpg', `/preview/${photoId}.png`]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    db.insert(hiddenItems)
      .values({
        targetType: 'photo',
        targetId: photoId,
        reason: 'x',
        auto: false,
        hiddenAt: clock.now(),
      })
      .run();
    expect((await app.inject({ url: `/preview/${photoId}.jpg` })).statusCode).toBe(404);
    const page = await app.inject({ url: `/cat/${cat.id}` });
    expect(page.body).not.toContain('og:image"');
  });

  it('gives a shared colony link its name, description and a cat’s photo, and no position', async () => {
    const colonyId = newId();
    db.insert(colonies)
      .values({
        id: colonyId,
        name: 'Colônia do Coreto',
        description: 'Os gatos do coreto.',
        publicLat: -23.5631,
        publicLng: -46.6571,
        createdAt: clock.now(),
      })
      .run();
    db.insert(colonyCats).values({ colonyId, catId: cat.id, addedAt: clock.now() }).run();
    const res = await app.inject({ url: `/colony/${colonyId}`, headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Colônia do Coreto · Gateiros</title>');
    expect(html).toMatch(/og:description" content="Os gatos do coreto\. Veja a escala/);
    expect(html).toContain(
      `<meta property="og:image" content="https://gateiros.example.org/preview/${photoId}.jpg">`,
    );
    expect(html).toContain(`content="https://gateiros.example.org/colony/${colonyId}"`);
    for (const digits of ['23.56', '46.65', '-23', '-46']) expect(html).not.toContain(digits);
    const unknown = await app.inject({ url: '/colony/unknown-id', headers: { accept: '*/*' } });
    expect(unknown.body).toBe(INDEX);
  });
});
