import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { Context } from '../context.js';
import {
  PHOTO_MAX_BYTES,
  PhotoError,
  removePhotos,
  storePhotos,
  type PhotoErrorCode,
  type StoredPhoto,
} from './photos.js';

type UploadsContext = Pick<Context, 'settings'>;

const PHOTO_ERRORS = {
  notImage: { code: 'BAD_REQUEST', message: 'photoNotImage' },
  tooLarge: { code: 'PAYLOAD_TOO_LARGE', message: 'photoTooLarge' },
  tooManyPixels: { code: 'BAD_REQUEST', message: 'photoTooManyPixels' },
} as const;

export const photoError = (code: PhotoErrorCode) => new TRPCError(PHOTO_ERRORS[code]);

const invalidJson = () => new TRPCError({ code: 'BAD_REQUEST', message: 'invalidJson' });

/** The most parts and files a FormData upload may carry (as the REST shim's multipart limits). */
export const FORM_MAX_PARTS = 40;
export const FORM_MAX_FILES = 11;

/** The JSON of the typed fields, in the FormData field `data` (none sent: `{}`). */
export function formJson(form: FormData): unknown {
  let parts = 0;
  let files = 0;
  for (const [, value] of form) {
    parts += 1;
    if (typeof value !== 'string') files += 1;
  }
  if (parts > FORM_MAX_PARTS || files > FORM_MAX_FILES) {
    throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: 'bodyTooLarge' });
  }
  const raw = form.get('data');
  if (raw === null) return {};
  if (typeof raw !== 'string') throw invalidJson();
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw invalidJson();
  }
}

/** The `data` field checked by a shared schema (or a parse function built on one). */
export function formInput<T>(form: FormData, parse: (json: unknown) => z.ZodSafeParseResult<T>): T {
  const parsed = parse(formJson(form));
  if (!parsed.success) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'validationFailed', cause: parsed.error });
  }
  return parsed.data;
}

/**
 * The file parts of a field, also sent as `name[]` by some clients. An empty file input counts as
 * none; text where a file belongs is not an image.
 */
export function formFiles(form: FormData, name: string): Blob[] {
  const parts = [...form.getAll(name), ...form.getAll(`${name}[]`)];
  if (parts.some((part) => typeof part === 'string' && part !== '')) throw photoError('notImage');
  return parts.filter((part): part is File => part instanceof Blob && part.size > 0);
}

/** Decodes, re-encodes and writes the photos; nothing is stored unless all of them are photos. */
export async function storeUploads(ctx: UploadsContext, files: Blob[]): Promise<StoredPhoto[]> {
  if (files.length === 0) return [];
  // Refused before a single byte is read into memory.
  if (files.some((file) => file.size > PHOTO_MAX_BYTES)) throw photoError('tooLarge');
  const buffers = await Promise.all(
    files.map(async (file) => Buffer.from(await file.arrayBuffer())),
  );
  try {
    return await storePhotos(ctx.settings.UPLOADS_DIR, buffers);
  } catch (error) {
    if (error instanceof PhotoError) throw photoError(error.code);
    throw error;
  }
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
