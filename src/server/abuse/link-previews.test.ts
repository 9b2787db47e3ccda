import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { catPhotos } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { previewOf } from '../lib/photos.js';
import { PREVIEW_ENCODES, previewEncodes } from '../lib/previews.js';
import { insertCat } from '../test/fixtures.js';
import { createRestApp, file, form, photo, type RestApp } from '../test/rest-client.js';
import { mutate } from './http.js';

// Attack: GET /preview/{id}.jpg decoded, resized and encoded the photo on every request, with no
// limit: 48 anonymous requests at once for one preview cost 48 encodes and held up the server.

let r: RestApp;
afterEach(async () => {
  await r?.close();
});

const previewUrl = (photoId: string) => `/preview/${photoId}.jpg`;

/** The stored photo behind a photo id, and where its preview is kept. */
function previewFileOf(photoId: string) {
  const row = r.db.select().from(catPhotos).where(eq(catPhotos.id, photoId)).get()!;
  return join(r.uploadsDir, ...previewOf(row.file)!.split('/'));
}

async function setUp() {
  r = await createRestApp();
  const ana = await r.signIn({ name: 'Ana' });
  const mod = await r.signIn({ name: 'Mara', email: 'mara@gateiros.test', isModerator: true });
  const cat = await r.registerCat(ana.token, { additionalPhotos: file(await photo(2)) });
  return { ana, mod, cat, photoId: cat.photoId as string };
}

/** `count` GETs of `url` at once over real connections: status, cache header and bytes. */
async function burst(base: string, url: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const res = await fetch(`${base}${url}`);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        cache: res.headers.get('cache-control'),
        bytes: Buffer.from(await res.arrayBuffer()),
      };
    }),
  );
}

describe('link preview images', () => {
  it('are made once: 48 requests at once cost one encode and all get the same bytes', async () => {
    const { photoId } = await setUp();
    const base = await r.app.listen({ port: 0, host: '127.0.0.1' });
    const kept = previewFileOf(photoId);
    expect(existsSync(kept)).toBe(false);

    const before = previewEncodes();
    const first = await burst(base, previewUrl(photoId), 48);
    expect(previewEncodes() - before).toBe(1);
    for (const answer of first) {
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('image/jpeg');
      expect(answer.cache).toBe('public, max-age=86400');
      expect(answer.bytes.equals(first[0]!.bytes)).toBe(true);
    }
    expect(await sharp(first[0]!.bytes).metadata()).toMatchObject({ format: 'jpeg' });
    // Kept as a file, with the very bytes served.
    expect(readFileSync(kept).equals(first[0]!.bytes)).toBe(true);
    const { ino, mtimeMs } = statSync(kept);

    // Later requests read that file: no encode, the file untouched.
    const again = await burst(base, previewUrl(photoId), 48);
    expect(previewEncodes() - before).toBe(1);
    for (const answer of again) expect(answer.bytes.equals(first[0]!.bytes)).toBe(true);
    expect(statSync(kept)).toMatchObject({ ino, mtimeMs });
  });

  it('stay 404 while the photo or its cat is hidden, though the preview is kept', async () => {
    const { mod, cat, photoId } = await setUp();
    expect((await r.get(previewUrl(photoId))).status).toBe(200);
    const kept = previewFileOf(photoId);
    expect(existsSync(kept)).toBe(true);

    for (const [targetType, targetId] of [
      ['photo', photoId],
      ['cat', cat._id as string],
    ] as const) {
      const hide = { targetType, targetId, reason: 'Cadastro falso' };
      expect((await mutate(r, 'moderation.hide', hide, mod.token)).status).toBe(200);
      const hidden = await r.get(previewUrl(photoId));
      expect(hidden.status).toBe(404);
      expect(hidden.headers['cache-control']).toBe('no-store');
      expect(existsSync(kept)).toBe(true);
      const restore = { targetType, targetId, reason: 'Engano' };
      expect((await mutate(r, 'moderation.restore', restore, mod.token)).status).toBe(200);
    }
    const before = previewEncodes();
    expect((await r.get(previewUrl(photoId))).status).toBe(200);
    expect(previewEncodes()).toBe(before);
  });

  it('are never served from the uploads folder, where the hidden check would be skipped', async () => {
    const { photoId } = await setUp();
    const served = await r.get(previewUrl(photoId));
    expect(served.status).toBe(200);
    const name = previewOf(r.db.select().from(catPhotos).get()!.file)!;
    expect(name.startsWith('previews/')).toBe(true);
    const [, ...rest] = name.split('/');
    for (const url of [
      `/uploads/${name}`,
      `/uploads/%70reviews/${rest.join('/')}`,
      `/uploads/photos/../${name}`,
      `/uploads//${name}`,
      `/uploads/./${name}`,
    ]) {
      const res = await r.app.inject({ url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).not.toBe('image/jpeg');
    }
  });

  it('go with their photo: a deleted cat, a removed or replaced photo', async () => {
    const { ana, cat, photoId } = await setUp();
    const extraId = (cat.additionalPhotoIds as string[])[0]!;
    const main = await r.app.inject({ url: previewUrl(photoId) });
    expect(main.statusCode).toBe(200);
    expect((await r.get(previewUrl(extraId))).status).toBe(200);
    const oldMain = previewFileOf(photoId);
    const oldExtra = previewFileOf(extraId);

    // A new main photo keeps its id: its preview is made again from the new picture.
    const edit = await r.put(`/api/cats/${cat._id}`, {
      token: ana.token,
      form: form({ photo: file(await photo(7)), removeAdditionalPhotos: extraId }),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(existsSync(oldMain)).toBe(false);
    expect(existsSync(oldExtra)).toBe(false);
    expect((await r.get(previewUrl(extraId))).status).toBe(404);
    const replaced = await r.app.inject({ url: previewUrl(photoId) });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.rawPayload.equals(main.rawPayload)).toBe(false);
    const newMain = previewFileOf(photoId);
    expect(existsSync(newMain)).toBe(true);

    expect((await r.del(`/api/cats/${cat._id}`, { token: ana.token })).status).toBe(200);
    expect(existsSync(newMain)).toBe(false);
    expect((await r.get(previewUrl(photoId))).status).toBe(404);
  });
});

describe('the per-address limit on previews', () => {
  /** Cats with a small photo each, stored as uploads are; their photo ids. */
  async function photos(count: number) {
    r = await createRestApp();
    const source = join(r.uploadsDir, 'source.webp');
    await sharp({ create: { width: 320, height: 240, channels: 3, background: '#808080' } })
      .webp()
      .toFile(source);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const cat = insertCat(r);
      const hex = randomBytes(12).toString('hex');
      const stored = `photos/${hex.slice(0, 2)}/${hex}.webp`;
      mkdirSync(join(r.uploadsDir, 'photos', hex.slice(0, 2)), { recursive: true });
      copyFileSync(source, join(r.uploadsDir, ...stored.split('/')));
      const id = newId();
      r.db
        .insert(catPhotos)
        .values({
          id,
          catId: cat.id,
          position: 0,
          file: stored,
          thumb: stored.replace('.webp', '-thumb.webp'),
          width: 320,
          height: 240,
          createdAt: r.clock.now(),
        })
        .run();
      ids.push(id);
    }
    return ids;
  }

  const fetchFrom = (address: string, photoId: string) =>
    r.app.inject({ url: previewUrl(photoId), remoteAddress: address });

  it('counts encodes, never the serving of a preview already made', async () => {
    const ids = await photos(PREVIEW_ENCODES.max + 2);
    const crawler = '203.0.113.7';
    const first = ids[0]!;
    const encodes = previewEncodes();
    for (const id of ids.slice(0, PREVIEW_ENCODES.max)) {
      expect((await fetchFrom(crawler, id)).statusCode).toBe(200);
    }
    expect(previewEncodes() - encodes).toBe(PREVIEW_ENCODES.max);

    // A new one from that address waits; one already made is served to it, again and again.
    const refused = await fetchFrom(crawler, ids[PREVIEW_ENCODES.max]!);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    for (let i = 0; i < 50; i++) expect((await fetchFrom(crawler, first)).statusCode).toBe(200);
    expect(previewEncodes() - encodes).toBe(PREVIEW_ENCODES.max);

    // Another address has its own count; once made, the preview is served to the first one too.
    expect((await fetchFrom('198.51.100.2', ids[PREVIEW_ENCODES.max]!)).statusCode).toBe(200);
    expect((await fetchFrom(crawler, ids[PREVIEW_ENCODES.max]!)).statusCode).toBe(200);
    expect((await fetchFrom(crawler, ids[PREVIEW_ENCODES.max + 1]!)).statusCode).toBe(429);

    r.clock.advance(PREVIEW_ENCODES.windowMs);
    expect((await fetchFrom(crawler, ids[PREVIEW_ENCODES.max + 1]!)).statusCode).toBe(200);
  });
});
