import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testSettings } from '../settings.js';
import { rejection } from '../test/expect.js';
import { jpeg } from '../test/fixtures.js';
import { UPLOAD_LIMITS } from './upload-limits.js';
import { storeUploads, withStoredPhotos } from './uploads.js';

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

describe('storeUploads and withStoredPhotos', () => {
  it('maps photo errors to TRPC errors and stores nothing', async () => {
    const ctx = uploads();
    const notImage = await rejection(
      storeUploads(ctx, [file(await jpeg()), file('plain text')]),
      'BAD_REQUEST',
    );
    expect(notImage.message).toBe('photoNotImage');
    const big = new File([new Uint8Array(UPLOAD_LIMITS.photoMaxBytes + 1)], 'big.jpg');
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
