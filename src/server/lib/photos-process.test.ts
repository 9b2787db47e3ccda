import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gradient, photoErrorCode } from '../test/photo-images.js';
import { processPhoto } from './photos.js';
import { UPLOAD_LIMITS } from './upload-limits.js';

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
    expect(await photoErrorCode(processPhoto(Buffer.from('hello')))).toBe('notImage');
    expect(await photoErrorCode(processPhoto(Buffer.alloc(0)))).toBe('notImage');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await photoErrorCode(processPhoto(svg))).toBe('notImage');
  });

  it('rejects a truncated JPEG', async () => {
    const jpeg = await gradient(1200, 900).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));

    expect(await photoErrorCode(processPhoto(truncated))).toBe('notImage');
  });

  // How long the refusal takes, and the memory it costs, are measured by `npm run bench`.
  it('rejects a decompression bomb from its header', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2000);
    expect(await photoErrorCode(processPhoto(bomb))).toBe('tooManyPixels');
  });

  it('rejects more than 10 MB before looking at the bytes', async () => {
    expect(await photoErrorCode(processPhoto(Buffer.alloc(UPLOAD_LIMITS.photoMaxBytes + 1)))).toBe(
      'tooLarge',
    );
  });
});
