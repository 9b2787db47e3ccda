import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { offsetPoint } from '../../shared/geo.js';
import type { Cat } from '../db/schema.js';
import { MAX_UPLOAD_BYTES } from '../app.js';
import { createRestApp, homePoint, type RestApp } from '../test/rest-client.js';
import { catData, checkinData, HOME, insertCat, jpeg } from '../test/fixtures.js';

/**
 * Hostile uploads, through the REST multipart paths and through tRPC over HTTP: every one is
 * refused with a 4xx and nothing is left in UPLOADS_DIR.
 */

let r: RestApp | undefined;
afterEach(async () => {
  await r?.close();
  r = undefined;
});

/** Every file in the uploads folder (folders left out). */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

interface Attack {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A PNG whose header claims `width`×`height` pixels: a few hundred bytes, gigabytes decoded. */
async function pngBomb(width: number, height: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 1, height: 1, channels: 3, background: '#000' },
  })
    .png()
    .toBuffer();
  // IHDR starts at byte 8: length (4), "IHDR" (4), width (4), height (4), … CRC over type+data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const JPEG_HEADER = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00,
]);

async function attacks(): Promise<Attack[]> {
  const real = await jpeg(2);
  return [
    { name: 'cat.jpg', type: 'image/jpeg', bytes: Buffer.from('just some text, not a photo') },
    { name: 'cat.png', type: 'image/png', bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj') },
    {
      name: 'polyglot.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([JPEG_HEADER, Buffer.from('<script>alert(document.cookie)</script>')]),
    },
    {
      name: 'page.png',
      type: 'image/png',
      bytes: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    },
    {
      name: 'vector.png',
      type: 'image/png',
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
          '<image href="file:///etc/passwd"/></svg>',
      ),
    },
    // A real JPEG cut in half, then a script after it.
    {
      name: 'truncated.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([
        real.subarray(0, real.length >> 1),
        Buffer.from('<?php system($_GET["c"]); ?>'),
      ]),
    },
    { name: 'bomb.png', type: 'image/png', bytes: await pngBomb(60_000, 60_000) },
    { name: 'wide.png', type: 'image/png', bytes: await pngBomb(1_000_000, 1) },
    { name: '../../etc/passwd.jpg', type: 'image/jpeg', bytes: Buffer.from('root:x:0:0') },
    { name: '..\\..\\windows\\win.ini', type: 'image/jpeg', bytes: Buffer.from('[fonts]') },
    { name: '/etc/cron.d/x.jpg', type: 'image/jpeg', bytes: Buffer.from('* * * * * root sh') },
  ];
}

const fileOf = (a: Attack) => new File([new Uint8Array(a.bytes)], a.name, { type: a.type });

const near = offsetPoint(HOME.latitude, HOME.longitude, 10, 0);

/** Multipart bodies of the REST paths carrying `files` where their photos go. */
function restForms(cat: Cat, files: File[]) {
  const catForm = new FormData();
  for (const [k, v] of Object.entries({
    name: 'Mingau',
    description: 'Manso',
    color: 'Cinza',
    location: homePoint(),
  })) {
    catForm.append(k, v);
  }
  files.forEach((f, i) => catForm.append(i === 0 ? 'photo' : 'additionalPhotos', f));

  const checkin = new FormData();
  checkin.append('catId', cat.id);
  checkin.append(
    'location',
    JSON.stringify({ type: 'Point', coordinates: [near.longitude, near.latitude] }),
  );
  checkin.append('actions', JSON.stringify(['Alimentou']));
  checkin.append('healthStatus', 'Bom');
  for (const f of files) checkin.append('photos', f);

  const profile = new FormData();
  profile.append('bio', 'Oi');
  for (const f of files) profile.append('profilePicture', f);

  return [
    { method: 'POST', url: '/api/cats', form: catForm },
    { method: 'PUT', url: `/api/cats/${cat.id}`, form: catForm },
    { method: 'POST', url: '/checkins', form: checkin },
    { method: 'PUT', url: '/api/users/profile', form: profile },
  ];
}

/** The FormData of the tRPC upload procedures carrying `files` where their photos go. */
function trpcForms(cat: Cat, files: File[]) {
  const withData = (data: unknown, parts: [string, File][]) => {
    const form = new FormData();
    form.append('data', JSON.stringify(data));
    for (const [field, f] of parts) form.append(field, f);
    return form;
  };
  return [
    {
      path: 'cats.create',
      form: withData(
        catData(),
        files.map((f, i) => [i === 0 ? 'photo' : 'additionalPhotos', f]),
      ),
    },
    {
      path: 'cats.update',
      form: withData(
        { id: cat.id },
        files.map((f) => ['additionalPhotos', f]),
      ),
    },
    {
      path: 'checkins.create',
      form: withData(
        checkinData(cat),
        files.map((f) => ['photos', f]),
      ),
    },
    {
      path: 'users.updateProfile',
      form: withData(
        { bio: 'Oi' },
        files.map((f) => ['profilePicture', f]),
      ),
    },
  ];
}

async function setup() {
  r = await createRestApp();
  const user = r.createUser({ name: 'Ana' });
  const token = await r.tokenFor(user);
  // Not a photo of its own: the uploads folder starts empty.
  const cat = insertCat(r, { discoveredById: user.id });
  return { app: r, token, cat };
}

/** Sends `files` through every upload path; each must answer 4xx and store nothing. */
async function expectRefusedEverywhere(
  app: RestApp,
  token: string,
  cat: Cat,
  files: File[],
  label: string,
) {
  for (const { method, url, form } of restForms(cat, files)) {
    const res = await app.call(method, url, { token, form });
    expect(
      res.status,
      `${label} ${method} ${url}: ${JSON.stringify(res.body)}`,
    ).toBeGreaterThanOrEqual(400);
    expect(res.status, `${label} ${method} ${url}`).toBeLessThan(500);
    expect(filesIn(app.uploadsDir), `${label} ${url}`).toEqual([]);
  }
  for (const { path, form } of trpcForms(cat, files)) {
    const res = await app.postForm(path, form, { 'x-auth-token': token });
    expect(res.status, `${label} ${path}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${label} ${path}`).toBeLessThan(500);
    expect(filesIn(app.uploadsDir), `${label} ${path}`).toEqual([]);
  }
}

describe('upload attacks', () => {
  it('refuses non-images with image names and types, polyglots, SVG and decompression bombs', async () => {
    const { app, token, cat } = await setup();
    for (const attack of await attacks()) {
      await expectRefusedEverywhere(app, token, cat, [fileOf(attack)], attack.name);
    }
    // A real photo followed by a hostile one: all or nothing.
    const [bad] = await attacks();
    const real = new File([new Uint8Array(await jpeg(5))], 'ok.jpg', { type: 'image/jpeg' });
    await expectRefusedEverywhere(app, token, cat, [real, fileOf(bad!)], 'real + text');
    expect(app.db.$client.prepare('select count(*) as n from cat_photos').get()).toEqual({ n: 0 });
  });

  it('refuses the bomb before decoding it (a header of a few hundred bytes)', async () => {
    const bomb = await pngBomb(60_000, 60_000);
    expect(bomb.length).toBeLessThan(200);
    const { app, token } = await setup();
    const form = new FormData();
    form.append('data', JSON.stringify(catData()));
    form.append('photo', new File([new Uint8Array(bomb)], 'bomb.png', { type: 'image/png' }));
    const res = await app.postForm('cats.create', form, { 'x-auth-token': token, 'x-lang': 'en' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/pixel|large|big|resolution/i);
  });

  it('stores a real photo sent with a path-like name only under its own generated name', async () => {
    const { app, token } = await setup();
    const name = '../../etc/passwd.jpg';
    const photo = new File([new Uint8Array(await jpeg(3))], name, { type: 'image/jpeg' });
    const form = new FormData();
    form.append('data', JSON.stringify(catData()));
    form.append('photo', photo);
    const res = await app.postForm('cats.create', form, { 'x-auth-token': token });
    expect(res.status).toBe(200);
    expect(res.body.result.data.photoUrl).toMatch(
      /^\/uploads\/photos\/[0-9a-f]{2}\/[0-9a-f]{24}\.webp$/,
    );
    const stored = filesIn(app.uploadsDir).map((f) => f.slice(app.uploadsDir.length + 1));
    expect(stored.sort()).toEqual([
      expect.stringMatching(/^photos\/[0-9a-f]{2}\/[0-9a-f]{24}-thumb\.webp$/),
      expect.stringMatching(/^photos\/[0-9a-f]{2}\/[0-9a-f]{24}\.webp$/),
    ]);
    expect(existsSync(join(app.uploadsDir, '..', '..', 'etc', 'passwd.jpg'))).toBe(false);
    expect(existsSync(join(tmpdir(), 'etc', 'passwd.jpg'))).toBe(false);
    // Nor can the static route be walked out of the uploads folder.
    for (const url of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await app.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('"gateiros"');
    }
  });

  it('refuses a 50 MB photo and a body over the upload limit, storing nothing', async () => {
    const { app, token, cat } = await setup();
    const big = new File([new Uint8Array(50 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    for (const { method, url, form } of restForms(cat, [big]).slice(0, 2)) {
      const res = await app.call(method, url, { token, form });
      expect(res.status, url).toBe(413);
    }
    const viaTrpc = await app.postForm('cats.create', trpcForms(cat, [big])[0]!.form, {
      'x-auth-token': token,
    });
    expect(viaTrpc.status).toBe(413);

    // Over the whole-body limit: refused from the content length, before a byte is read.
    const huge = Buffer.alloc(MAX_UPLOAD_BYTES + 1024);
    const res = await app.app.inject({
      method: 'POST',
      url: '/trpc/cats.create',
      headers: { 'x-auth-token': token, 'content-type': 'multipart/form-data; boundary=x' },
      payload: huge,
    });
    expect(res.statusCode).toBe(413);
    const rest = await app.app.inject({
      method: 'POST',
      url: '/api/cats',
      headers: { 'x-auth-token': token, 'content-type': 'multipart/form-data; boundary=x' },
      payload: huge,
    });
    expect(rest.statusCode).toBeGreaterThanOrEqual(400);
    expect(rest.statusCode).toBeLessThan(500);
    expect(filesIn(app.uploadsDir)).toEqual([]);
  });

  it('refuses 100 parts', async () => {
    const { app, token, cat } = await setup();
    const tiny = await jpeg(1);
    const photos = Array.from(
      { length: 100 },
      (_, i) => new File([new Uint8Array(tiny)], `p${i}.jpg`, { type: 'image/jpeg' }),
    );
    await expectRefusedEverywhere(app, token, cat, photos, '100 photos');

    const fields = new FormData();
    for (let i = 0; i < 100; i++) fields.append(`f${i}`, 'x');
    const rest = await app.call('POST', '/api/cats', { token, form: fields });
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(rest.status).toBeLessThan(500);
    expect(filesIn(app.uploadsDir)).toEqual([]);
  });

  it('answers 413 over a real socket from the declared length, before reading the body', async () => {
    const { app, token, cat } = await setup();
    const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
    /** Declares `length` bytes, sends only a few, and waits for the answer. */
    const declare = (path: string, length: number | null, method = 'POST') =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${address}${path}`, {
          method,
          headers: {
            'x-auth-token': token,
            'content-type': 'multipart/form-data; boundary=x',
            ...(length === null ? {} : { 'content-length': String(length) }),
          },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode!);
          req.destroy();
        });
        req.on('error', reject);
        req.write('--x\r\n');
      });
    const uploads: [path: string, method?: string][] = [
      ['/trpc/cats.create'],
      ['/trpc/checkins.create'],
      ['/trpc/users.updateProfile'],
      // The REST shim's uploads, with and without /api.
      ['/api/cats'],
      ['/cats'],
      [`/api/cats/${cat.id}`, 'PUT'],
      ['/api/checkins'],
      ['/api/users/profile', 'PUT'],
    ];
    for (const [path, method] of uploads) {
      expect(await declare(path, MAX_UPLOAD_BYTES + 1, method), path).toBe(413);
      expect(await declare(path, 1024 * 1024 * 1024, method), path).toBe(413);
      // Chunked, with no declared length: refused too.
      expect(await declare(path, null, method), path).toBe(411);
    }
    // The refusal says why, in the caller's language.
    const chunked = await fetch(`${address}/api/cats`, {
      method: 'POST',
      headers: {
        'x-auth-token': token,
        'x-lang': 'en',
        'content-type': 'multipart/form-data; boundary=x',
      },
      body: new ReadableStream({
        start: (controller) => controller.enqueue(new TextEncoder().encode('--x\r\n')),
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(411);
    expect(await chunked.json()).toEqual({
      msg: 'The upload must state its size (Content-Length header).',
    });
    expect(filesIn(app.uploadsDir)).toEqual([]);
  });
});
