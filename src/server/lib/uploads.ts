import { LIMITS } from '../../shared/constants.js';
import type { Context } from '../context.js';
import {
  PhotoError,
  type PhotoRules,
  removePhotos,
  storePhotos,
  type PhotoErrorCode,
  type StoredPhoto,
} from './photos.js';
import { fail } from './app-error.js';

type UploadsContext = Pick<Context, 'settings'>;

const PHOTO_ERRORS = {
  notImage: { code: 'BAD_REQUEST', message: 'photoNotImage' },
  tooLarge: { code: 'PAYLOAD_TOO_LARGE', message: 'photoTooLarge' },
  tooManyPixels: { code: 'BAD_REQUEST', message: 'photoTooManyPixels' },
  tooSmall: { code: 'BAD_REQUEST', message: 'photoTooSmall' },
} as const;

/**
 * A cat's photos and a check-in's photo proof: big enough to show a cat (PRODUCT.md, "Moderation
 * and abuse": a 1×1 px picture earned points). A profile picture may be any size.
 */
export const CAT_PHOTO_RULES: PhotoRules = { minShortSide: LIMITS.photoMinShortSide };

export const photoError = (code: PhotoErrorCode) =>
  fail(PHOTO_ERRORS[code].code, PHOTO_ERRORS[code].message);

/** The bytes of the uploaded files, read once (sizes were checked by the input schema). */
export const readUploads = (files: readonly Blob[]): Promise<Buffer[]> =>
  Promise.all(files.map(async (file) => Buffer.from(await file.arrayBuffer())));

/** Decodes, re-encodes and writes the photos; nothing is stored unless all of them are photos. */
export async function storePhotoBuffers(
  ctx: UploadsContext,
  buffers: Buffer[],
  rules?: PhotoRules,
): Promise<StoredPhoto[]> {
  if (buffers.length === 0) return [];
  try {
    return await storePhotos(ctx.settings.UPLOADS_DIR, buffers, rules);
  } catch (error) {
    if (error instanceof PhotoError) throw photoError(error.code);
    throw error;
  }
}

/**
 * Decodes, re-encodes and writes the photos; nothing is stored unless all of them are photos.
 * Their sizes were checked by the input schema (form-data.ts), before a byte was read.
 */
export async function storeUploads(
  ctx: UploadsContext,
  files: Blob[],
  rules?: PhotoRules,
): Promise<StoredPhoto[]> {
  if (files.length === 0) return [];
  return storePhotoBuffers(ctx, await readUploads(files), rules);
}

/**
 * Files are stored before the transaction runs: a failed write removes them again, and the
 * caller gets the write's error, not a clean-up one.
 */
export async function withStoredPhotos<T>(
  ctx: UploadsContext,
  stored: StoredPhoto[],
  write: () => T | Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await discardPhotos(ctx, stored);
    throw error;
  }
}

/** Files nobody refers to any more. A leftover file is harmless, so this never throws. */
export async function discardPhotos(
  ctx: UploadsContext,
  photos: Pick<StoredPhoto, 'file' | 'thumb'>[],
): Promise<void> {
  if (photos.length === 0) return;
  await removePhotos(ctx.settings.UPLOADS_DIR, photos).catch(() => undefined);
}
