import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catData, jpeg } from '../fixtures.js';
import {
  attacks,
  expectRefusedEverywhere,
  fileOf,
  filesIn,
  pngBomb,
  uploadSetup,
} from './upload-attacks.js';

/**
 * Hostile uploads, through the REST multipart paths and through tRPC over HTTP: every one is
 * refused with a 4xx and nothing is left in UPLOADS_DIR.
 */

describe('upload attacks', () => {
  it('refuses non-images with image names and types, polyglots, SVG and decompression bombs', async () => {
    const { app, token, cat } = await uploadSetup();
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
    const { app, token } = await uploadSetup();
    const form = new FormData();
    form.append('data', JSON.stringify(catData()));
    form.append('photo', new File([new Uint8Array(bomb)], 'bomb.png', { type: 'image/png' }));
    const res = await app.postForm('cats.create', form, { 'x-auth-token': token, 'x-lang': 'en' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/pixel|large|big|resolution/i);
  });

  it('stores a real photo sent with a path-like name only under its own generated name', async () => {
    const { app, token } = await uploadSetup();
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
});
