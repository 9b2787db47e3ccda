import type * as FsPromises from 'node:fs/promises';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PhotoError,
  photoUrl,
  processPhoto,
  removePhotos,
  storedPhotoOfUrl,
  storePhotos,
} from './photos.js';
import { UPLOAD_LIMITS } from './upload-limits.js';

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

const gradient = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="0" y="0" width="${width / 2}" height="${height / 3}" fill="#224"/></svg>`,
      ),
    },
  ]);

const gpsExif = {
  IFD0: { Make: 'Gateiros Test Cam', Model: 'Phone 1' },
  IFD3: {
    GPSLatitudeRef: 'S',
    GPSLatitude: '23/1 33/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '46/1 38/1 0/1',
  },
};

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Gateiros Test Author"/></rdf:RDF></x:xmpmeta>';

const errorCode = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PhotoError) return error.code;
    throw error;
  }
  throw new Error('expected a PhotoError');
};

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

// A few hundred bytes that claim to be a 100000×100000 image.
const pngBomb = () => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

const longSide = async (image: Buffer) => {
  const { width, height } = await sharp(image).metadata();
  return Math.max(width, height);
};

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe('processPhoto', () => {
  it('shrinks a 12 MP JPEG to WebP 1600 px plus a 400 px thumbnail, without metadata', async () => {
    const input = await gradient(4000, 3000)
      .jpeg({ quality: 90 })
      .withExif(gpsExif)
      .withIccProfile('p3')
      .withXmp(XMP)
      .toBuffer();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif?.includes('Gateiros Test Cam')).toBe(true);
    expect(inputMeta.icc).toBeDefined();
    expect(inputMeta.xmp).toBeDefined();

    const photo = await processPhoto(input);

    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    for (const output of [photo.full, photo.thumb]) {
      const meta = await sharp(output).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(output.includes('Gateiros Test Cam')).toBe(false);
      expect(output.includes('Exif')).toBe(false);
      expect(output.includes('Gateiros Test Author')).toBe(false);
    }
    expect(await longSide(photo.full)).toBe(1600);
    expect(await longSide(photo.thumb)).toBe(400);
  });

  it('applies the EXIF orientation', async () => {
    const input = await gradient(800, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const photo = await processPhoto(input);

    expect(photo).toMatchObject({ width: 600, height: 800 });
    const meta = await sharp(photo.full).metadata();
    expect([meta.width, meta.height]).toEqual([600, 800]);
    expect(meta.orientation).toBeUndefined();
    const thumb = await sharp(photo.thumb).metadata();
    expect([thumb.width, thumb.height]).toEqual([300, 400]);
  });

  it('accepts PNG and WebP and never enlarges small images', async () => {
    const png = await gradient(320, 200).png().toBuffer();
    const webp = await gradient(200, 500).webp().toBuffer();

    const fromPng = await processPhoto(png);
    const fromWebp = await processPhoto(webp);

    expect(fromPng).toMatchObject({ width: 320, height: 200 });
    expect(await sharp(fromPng.thumb).metadata()).toMatchObject({ width: 320, height: 200 });
    expect(fromWebp).toMatchObject({ width: 200, height: 500 });
    expect(await sharp(fromWebp.thumb).metadata()).toMatchObject({ width: 160, height: 400 });
    expect((await sharp(fromPng.full).metadata()).format).toBe('webp');
  });

  it('takes the first frame of an animated image', async () => {
    const [width, frameHeight] = [60, 40];
    const frames = Buffer.alloc(width * frameHeight * 3 * 3);
    for (let frame = 0; frame < 3; frame++) {
      frames.fill(
        frame * 100,
        frame * width * frameHeight * 3,
        (frame + 1) * width * frameHeight * 3,
      );
    }
    const input = await sharp(frames, {
      raw: { width, height: frameHeight * 3, channels: 3, pageHeight: frameHeight },
    })
      .gif({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
    expect((await sharp(input).metadata()).pages).toBe(3);

    const photo = await processPhoto(input);

    expect(photo).toMatchObject({ width, height: frameHeight });
    const { channels } = await sharp(photo.full).stats();
    expect(channels[0]?.mean).toBeLessThan(10);
  });

  it('rejects what is not an image', async () => {
    expect(await errorCode(processPhoto(Buffer.from('hello')))).toBe('notImage');
    expect(await errorCode(processPhoto(Buffer.alloc(0)))).toBe('notImage');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await errorCode(processPhoto(svg))).toBe('notImage');
  });

  it('rejects a truncated JPEG', async () => {
    const jpeg = await gradient(1200, 900).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));

    expect(await errorCode(processPhoto(truncated))).toBe('notImage');
  });

  it('rejects a decompression bomb from its header, quickly', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2000);
    const before = process.memoryUsage().rss;
    const started = Date.now();

    expect(await errorCode(processPhoto(bomb))).toBe('tooManyPixels');

    expect(Date.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('rejects more than 10 MB before looking at the bytes', async () => {
    expect(await errorCode(processPhoto(Buffer.alloc(UPLOAD_LIMITS.photoMaxBytes + 1)))).toBe(
      'tooLarge',
    );
  });
});

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

    expect(await errorCode(result)).toBe('notImage');
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
