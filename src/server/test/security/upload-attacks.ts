import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { expect, onTestFinished } from 'vitest';
import { offsetPoint } from '../../../shared/geo.js';
import type { Cat } from '../../db/schema.js';
import { createRestApp, homePoint, type RestApp } from '../rest-client.js';
import { catData, checkinData, HOME, insertCat, jpeg } from '../fixtures.js';

// Hostile uploads for the upload tests, and the four upload paths of each transport.

/** Every file in the uploads folder (folders left out). */
export const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

export interface Attack {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A PNG whose header claims `width`×`height` pixels: a few hundred bytes, gigabytes decoded. */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
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

export async function attacks(): Promise<Attack[]> {
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

export const fileOf = (a: Attack) => new File([new Uint8Array(a.bytes)], a.name, { type: a.type });

const near = offsetPoint(HOME.latitude, HOME.longitude, 10, 0);

/** Multipart bodies of the REST paths carrying `files` where their photos go. */
export function restForms(cat: Cat, files: File[]) {
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
export function trpcForms(cat: Cat, files: File[]) {
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

/**
 * An app with a signed-in user and a cat of theirs (not a photo of its own: no files yet), closed
 * when the test ends.
 */
export async function uploadSetup() {
  const app = await createRestApp();
  onTestFinished(() => app.close());
  const user = app.createUser({ name: 'Ana' });
  const token = await app.tokenFor(user);
  const cat = insertCat(app, { discoveredById: user.id });
  return { app, token, cat };
}

/** Sends `files` through every upload path; each must answer 4xx and store nothing. */
export async function expectRefusedEverywhere(
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
