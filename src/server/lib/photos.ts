import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type sharpModule from 'sharp';
import type { Metadata, SharpOptions } from 'sharp';
import { PHOTO_HASH_SIDE, photoHash } from '../../shared/photo-hash.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.js';
import { UPLOAD_LIMITS } from './upload-limits.js';

let loaded: Promise<typeof sharpModule> | undefined;
/** sharp (libvips) on first use: loading it is a large part of the server's startup. */
export async function loadSharp() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // A 2-core machine: one libvips thread per image and no operation cache keep memory
    // predictable.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/**
 * The most pixels a photo may have: 24 MP (6000×4000), what a phone sends after its own
 * downscale. One decode of that size fits a 512 MB server with room to spare (a PNG, which
 * libvips cannot shrink while decoding, is 96 MB of RGBA); docs/operations.md, "Memory".
 */
export const PHOTO_MAX_PIXELS = 24_000_000;

const FULL_MAX_SIDE = 1600;
const THUMB_MAX_SIDE = 400;
const WEBP_QUALITY = 80;

export type PhotoErrorCode = 'notImage' | 'tooLarge' | 'tooManyPixels' | 'tooSmall';

export class PhotoError extends Error {
  readonly code: PhotoErrorCode;
  constructor(code: PhotoErrorCode) {
    super(code);
    this.name = 'PhotoError';
    this.code = code;
  }
}

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  /** The perceptual hash (shared/photo-hash.ts). */
  phash: string;
}

export interface StoredPhoto {
  file: string;
  thumb: string;
  width: number;
  height: number;
  phash: string;
}

export interface PhotoRules {
  /** Refused ('tooSmall') below this many pixels on the short side; 0 takes any size. */
  minShortSide: number;
}

const NAME_PATTERN = /^photos\/([0-9a-f]{2})\/\1[0-9a-f]{22}(-thumb)?\.webp$/;

const decodeOptions = {
  failOn: 'truncated',
  limitInputPixels: PHOTO_MAX_PIXELS,
  sequentialRead: true,
} satisfies SharpOptions;

const isPixelLimitError = (error: unknown): boolean =>
  error instanceof Error && /pixel limit/i.test(error.message);

async function readHeader(input: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  try {
    // Header only: dimensions are known here before a single pixel is decoded.
    return await sharp(input, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoError('notImage');
  }
}

/** The perceptual hash of decoded pixels, shrunk by libvips as the browser's canvas does. */
export async function hashPixels(
  data: Buffer,
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
): Promise<string> {
  const sharp = await loadSharp();
  const small = await sharp(data, { raw })
    .resize(PHOTO_HASH_SIDE, PHOTO_HASH_SIDE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return photoHash(small.data, small.info.channels);
}

/** The photo being processed: the next waits for it, so only one decode is in memory. */
let processing: Promise<unknown> = Promise.resolve();

/**
 * Decodes, checks and re-encodes a photo (full size and thumbnail, WebP) and hashes it; one photo
 * at a time in the whole process, whatever the number of uploads.
 */
export function processPhoto(input: Buffer, rules?: PhotoRules): Promise<ProcessedPhoto> {
  const run = processing.then(() => processOne(input, rules));
  processing = run.catch(() => undefined);
  return run;
}

async function processOne(
  input: Buffer,
  rules: PhotoRules = { minShortSide: 0 },
): Promise<ProcessedPhoto> {
  if (input.length > UPLOAD_LIMITS.photoMaxBytes) throw new PhotoError('tooLarge');
  if (input.length === 0) throw new PhotoError('notImage');

  const header = await readHeader(input);
  // Vector input is not a photo, and rendering user SVG is attack surface we do not need.
  if (header.format === 'svg') throw new PhotoError('notImage');
  const frameHeight = header.pageHeight ?? header.height;
  if (!header.width || !frameHeight) throw new PhotoError('notImage');
  if (header.width * frameHeight > PHOTO_MAX_PIXELS) throw new PhotoError('tooManyPixels');
  if (Math.min(header.width, frameHeight) < rules.minShortSide) throw new PhotoError('tooSmall');

  const sharp = await loadSharp();
  try {
    // Decode once to the largest size we keep; both encodings are made from these pixels.
    const { data, info } = await sharp(input, decodeOptions)
      .autoOrient()
      .resize({
        width: FULL_MAX_SIDE,
        height: FULL_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };

    const full = await sharp(data, { raw }).webp({ quality: WEBP_QUALITY }).toBuffer();
    const thumb = await sharp(data, { raw })
      .resize({
        width: THUMB_MAX_SIDE,
        height: THUMB_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    const phash = await hashPixels(data, raw);
    return { full, thumb, width: info.width, height: info.height, phash };
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw new PhotoError(isPixelLimitError(error) ? 'tooManyPixels' : 'notImage');
  }
}

function resolveStored(uploadsDir: string, name: string): string {
  if (!NAME_PATTERN.test(name)) throw new Error(`Refusing unexpected photo name: ${name}`);
  return path.join(uploadsDir, ...name.split('/'));
}

export async function storePhotos(
  uploadsDir: string,
  inputs: Buffer[],
  rules?: PhotoRules,
): Promise<StoredPhoto[]> {
  // One at a time keeps only a single decoded image in memory.
  const processed: ProcessedPhoto[] = [];
  for (const input of inputs) processed.push(await processPhoto(input, rules));

  const stored: StoredPhoto[] = [];
  const written: string[] = [];
  try {
    for (const photo of processed) {
      const id = randomBytes(12).toString('hex');
      const base = `photos/${id.slice(0, 2)}/${id}`;
      const entry: StoredPhoto = {
        file: `${base}.webp`,
        thumb: `${base}-thumb.webp`,
        width: photo.width,
        height: photo.height,
        phash: photo.phash,
      };
      const filePath = resolveStored(uploadsDir, entry.file);
      await mkdir(path.dirname(filePath), { recursive: true, mode: PRIVATE_DIR_MODE });
      for (const [name, bytes] of [
        [entry.file, photo.full],
        [entry.thumb, photo.thumb],
      ] as const) {
        const target = resolveStored(uploadsDir, name);
        const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
        written.push(temp);
        await writeFile(temp, bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
        await rename(temp, target);
        written.push(target);
      }
      stored.push(entry);
    }
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
  return stored;
}

/** The perceptual hash of a photo already stored (for photos kept before hashes were). */
export async function hashStoredPhoto(uploadsDir: string, name: string): Promise<string> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(await readFile(resolveStored(uploadsDir, name)))
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return hashPixels(data, info);
}

/** The folder of the link previews' JPEGs under the uploads folder (lib/previews.ts). */
export const PREVIEWS_DIR = 'previews';

/**
 * The link preview made from a stored photo, named after it (photos/ab/ab12….webp gives
 * previews/ab/ab12….jpg), so that whatever removes the photo finds it; null for a name of
 * another shape.
 */
export function previewOf(file: string): string | null {
  const base = /^photos\/([\w-]+(?:\/[\w-]+)*)\.webp$/.exec(file)?.[1];
  return base === undefined ? null : `${PREVIEWS_DIR}/${base}.jpg`;
}

/** The stored photo a preview was made from (previewOf backwards); null for any other name. */
export function previewSource(name: string): string | null {
  const base = /^previews\/([\w-]+(?:\/[\w-]+)*)\.jpg$/.exec(name)?.[1];
  return base === undefined ? null : `photos/${base}.webp`;
}

export async function removePhotos(
  uploadsDir: string,
  photos: Pick<StoredPhoto, 'file' | 'thumb'>[],
): Promise<void> {
  // Check every name before deleting anything, so a bad entry cannot leave a half-removed set.
  const targets = photos.flatMap((photo) => [
    resolveStored(uploadsDir, photo.file),
    resolveStored(uploadsDir, photo.thumb),
  ]);
  const previews = photos.flatMap((photo) => previewOf(photo.file) ?? []);
  await Promise.all(targets.map((target) => rm(target, { force: true })));
  // After their photos: a preview being made meanwhile then finds its photo gone and removes
  // itself (lib/previews.ts).
  await Promise.all(
    previews.map((name) => rm(path.join(uploadsDir, ...name.split('/')), { force: true })),
  );
}

export function photoUrl(name: string): string {
  return `/uploads/${name}`;
}

/** The stored pair behind a photoUrl (of either file), or null for any other URL. */
export function storedPhotoOfUrl(url: string): Pick<StoredPhoto, 'file' | 'thumb'> | null {
  const prefix = photoUrl('');
  const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  if (!NAME_PATTERN.test(name)) return null;
  const base = name.replace(/(-thumb)?\.webp$/, '');
  return { file: `${base}.webp`, thumb: `${base}-thumb.webp` };
}
