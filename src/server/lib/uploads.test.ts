import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testSettings } from '../settings.js';
import { rejection } from '../test/expect.js';
import { jpeg } from '../test/fixtures.js';
import { PHOTO_MAX_BYTES } from './photos.js';
import { formFiles, formJson, storeUploads, withStoredPhotos } from './uploads.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const uploads = () => {
  dir = mkdtempSync(join(tmpdir(), 'gateiros-uploads-'));
  return { settings: testSettings({ UPLOADS_DIR: dir }) };
};
const filesIn = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
const file = (bytes: Buffer | string, name = 'p.jpg') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name);

describe('formJson', () => {
  it('reads the `data` field, `{}` when there is none', () => {
    const form = new FormData();
    expect(formJson(form)).toEqual({});
    form.append('data', '{"name":"Mingau"}');
    expect(formJson(form)).toEqual({ name: 'Mingau' });
  });

  it('is BAD_REQUEST invalidJson for malformed JSON or a file in `data`', async () => {
    for (const value of ['{nope', file('{}')]) {
      const form = new FormData();
      form.append('data', value);
      const error = await rejection(
        Promise.resolve().then(() => formJson(form)),
        'BAD_REQUEST',
      );
      expect(error.message).toBe('invalidJson');
    }
  });
});

describe('formFiles', () => {
  it('takes `name` and `name[]` parts and skips empty file inputs', () => {
    const form = new FormData();
    form.append('photos', file('a'));
    form.append('photos[]', file('bb'));
    form.append('photos', file(''));
    form.append('photos', '');
    form.append('other', file('c'));
    expect(formFiles(form, 'photos').map((f) => f.size)).toEqual([1, 2]);
    expect(formFiles(form, 'missing')).toEqual([]);
  });

  it('refuses text where a file belongs', async () => {
    const form = new FormData();
    form.append('photo', 'not a file');
    const error = await rejection(
      Promise.resolve().then(() => formFiles(form, 'photo')),
      'BAD_REQUEST',
    );
    expect(error.message).toBe('photoNotImage');
  });
});

describe('storeUploads and withStoredPhotos', () => {
  it('maps photo errors to TRPC errors and stores nothing', async () => {
    const ctx = uploads();
    const notImage = await rejection(
      storeUploads(ctx, [file(await jpeg()), file('plain text')]),
      'BAD_REQUEST',
    );
    expect(notImage.message).toBe('photoNotImage');
    const big = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.jpg');
    const tooLarge = await rejection(storeUploads(ctx, [big]), 'PAYLOAD_TOO_LARGE');
    expect(tooLarge.message).toBe('photoTooLarge');
    expect(filesIn(dir!)).toEqual([]);
    expect(await storeUploads(ctx, [])).toEqual([]);
  });

  it('removes the stored files when the write fails, and keeps the write error', async () => {
    const ctx = uploads();
    const stored = await storeUploads(ctx, [file(await jpeg(1)), file(await jpeg(2))]);
    expect(filesIn(dir!)).toHaveLength(4);
    const failure = new Error('constraint failed');
    await expect(
      withStoredPhotos(ctx, stored, () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(filesIn(dir!)).toEqual([]);
    expect(await withStoredPhotos(ctx, [], () => 'written')).toBe('written');
  });
});
