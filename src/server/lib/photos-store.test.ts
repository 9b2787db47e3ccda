import type * as FsPromises from 'node:fs/promises';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gradient, photoErrorCode } from '../test/photo-images.js';
import { photoUrl, removePhotos, storedPhotoOfUrl, storePhotos } from './photos.js';

const writes = vi.hoisted(() => ({ failAt: 0, count: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  return {
    ...actual,
    writeFile: (async (...args: Parameters<typeof actual.writeFile>) => {
      writes.count += 1;
      if (writes.count === writes.failAt) throw new Error('disk full');
      return actual.writeFile(...args);
    }) as typeof actual.writeFile,
  };
});

const NAME = /^photos\/([0-9a-f]{2})\/\1[0-9a-f]{22}(-thumb)?\.webp$/;

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe('storePhotos and removePhotos', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'gateiros-photos-'));
  });
  afterEach(() => {
    writes.failAt = 0;
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes nothing when one of the inputs is bad', async () => {
    const good = await gradient(640, 480).jpeg().toBuffer();

    const result = storePhotos(dir, [good, Buffer.from('not a photo'), good]);

    expect(await photoErrorCode(result)).toBe('notImage');
    expect(listFiles(dir)).toEqual([]);
  });

  it('removes what it already wrote when writing fails midway', async () => {
    const good = await gradient(640, 480).jpeg().toBuffer();
    writes.count = 0;
    writes.failAt = 4;

    await expect(storePhotos(dir, [good, good, good])).rejects.toThrow('disk full');

    expect(writes.count).toBe(4);
    expect(listFiles(dir)).toEqual([]);
  });

  it('writes two generated files per photo and removes them again', async () => {
    const inputs = [
      await gradient(2000, 1000).jpeg().toBuffer(),
      await gradient(300, 300).png().toBuffer(),
    ];

    const stored = await storePhotos(dir, inputs);

    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ width: 1600, height: 800 });
    expect(stored[1]).toMatchObject({ width: 300, height: 300 });
    for (const photo of stored) {
      expect(photo.file).toMatch(NAME);
      expect(photo.thumb).toBe(photo.file.replace(/\.webp$/, '-thumb.webp'));
      expect((await sharp(path.join(dir, photo.file)).metadata()).format).toBe('webp');
    }
    expect(listFiles(dir).sort()).toEqual(
      stored
        .flatMap((photo) => [photo.file, photo.thumb].map((name) => path.normalize(name)))
        .sort(),
    );
    expect(photoUrl(stored[0]!.file)).toBe(`/uploads/${stored[0]!.file}`);
    const pair = { file: stored[0]!.file, thumb: stored[0]!.thumb };
    expect(storedPhotoOfUrl(photoUrl(pair.file))).toEqual(pair);
    expect(storedPhotoOfUrl(photoUrl(pair.thumb))).toEqual(pair);
    for (const other of [
      '/avatars/tabby.svg',
      'https://lh3.googleusercontent.com/a/photo.jpg',
      `/uploads/../${pair.file}`,
      pair.file,
      '',
    ]) {
      expect(storedPhotoOfUrl(other)).toBeNull();
    }

    await removePhotos(dir, stored);
    expect(listFiles(dir)).toEqual([]);
    // Removing again is not an error.
    await removePhotos(dir, stored);
  });

  it('refuses names it did not generate', async () => {
    const victim = path.join(dir, 'victim.txt');
    writeFileSync(victim, 'keep me');
    const stored = await storePhotos(dir, [await gradient(100, 100).png().toBuffer()]);
    const good = stored[0]!;

    for (const bad of [
      '../victim.txt',
      'photos/../victim.txt',
      'victim.txt',
      '/etc/passwd',
      'photos/ab/../../victim.txt',
      `photos/zz/${'a'.repeat(24)}.webp`,
      `photos/${good.file.slice(9, 11)}/${good.file.slice(12, 36)}.webp/../../../victim.txt`,
    ]) {
      await expect(removePhotos(dir, [{ file: bad, thumb: good.thumb }])).rejects.toThrow(
        /unexpected photo name/,
      );
    }
    expect(existsSync(victim)).toBe(true);
    expect(existsSync(path.join(dir, good.thumb))).toBe(true);
  });
});
