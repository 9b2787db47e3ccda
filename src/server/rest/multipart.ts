import { randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { message } from '../../shared/messages.js';
import type { z } from '../../shared/validation.js';
import { PRIVATE_FILE_MODE } from '../lib/private-files.js';
import { UPLOAD_LIMITS } from '../lib/upload-limits.js';
import { fieldError } from './errors.js';
import { fail } from '../lib/app-error.js';

/** UPLOAD_LIMITS as @fastify/multipart names them; anything past these is refused with 413. */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_LIMITS.photoMaxBytes,
  files: UPLOAD_LIMITS.formMaxFiles,
  fields: UPLOAD_LIMITS.formMaxFields,
  parts: UPLOAD_LIMITS.formMaxParts,
  fieldSize: UPLOAD_LIMITS.fieldMaxBytes,
  fieldNameSize: 100,
  headerPairs: 20,
} as const;

interface FileField {
  multiple: boolean;
  required?: boolean;
  description: string;
}

/** How a multipart body maps onto a FormData procedure (`data` JSON plus file parts). */
export interface FormSpec {
  /** The shared zod schema of the procedure's `data` JSON. */
  data: z.ZodObject;
  /** Fields of `data` that do not come from the form (e.g. the cat id, taken from the path). */
  omit?: readonly string[];
  files: Readonly<Record<string, FileField>>;
  /** Sent as repeated parts (with or without `[]`), or as one part holding a JSON array. */
  lists?: readonly string[];
  /** Parts holding a GeoJSON point as JSON text; the procedure takes {latitude, longitude}. */
  geo?: readonly string[];
  /** Fields with a default, where an empty value means "not chosen". */
  optional?: readonly string[];
}

export interface MultipartBody {
  fields: Map<string, string[]>;
  files: Map<string, File[]>;
}

const baseName = (name: string) => (name.endsWith('[]') ? name.slice(0, -2) : name);

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * Reads the body within MULTIPART_LIMITS, its files to temporary files. A file over 10 MB answers 413 on its
 * field, as the procedures word it; an over-long text field 413; a part declared as JSON that is
 * not, 400. Empty file inputs (no bytes) are skipped, as browsers send them.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const body: MultipartBody = { fields: new Map(), files: new Map() };
  let current = '';
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      current = baseName(part.fieldname);
      if (part.type === 'file') {
        // Streamed to a temporary file, which @fastify/multipart removes once the answer is sent
        // (its tmpUploads): the photo is read into memory only when its turn to be processed comes.
        const filepath = join(tmpdir(), `gateiros-upload-${randomBytes(12).toString('hex')}`);
        (request.tmpUploads ??= []).push(filepath);
        await pipeline(part.file, createWriteStream(filepath, { mode: PRIVATE_FILE_MODE }));
        const blob = await openAsBlob(filepath, { type: part.mimetype });
        if (blob.size === 0) continue;
        push(
          body.files,
          current,
          new File([blob], part.filename || current, { type: part.mimetype }),
        );
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw fieldError('PAYLOAD_TOO_LARGE', message('bodyTooLarge'), [current]);
        }
        const value = part.value;
        push(body.fields, current, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }
  } catch (error) {
    if (error instanceof TRPCError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError('PAYLOAD_TOO_LARGE', message('photoTooLarge'), [current]);
    }
    if (code === 'FST_INVALID_JSON_FIELD_ERROR')
      throw fieldError('BAD_REQUEST', message('invalidJson'));
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw fail('PAYLOAD_TOO_LARGE', 'bodyTooLarge');
    }
    // Anything else comes from parsing the body (no boundary, a cut-off part): the client's.
    throw fail('BAD_REQUEST', 'invalidValue', error);
  }
  return body;
}

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fieldError('BAD_REQUEST', message('invalidJson'), [name]);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * GeoJSON {type: 'Point', coordinates: [longitude, latitude], address?} as the procedures'
 * {latitude, longitude, address?}. Anything else goes on unchanged for the schema to judge.
 */
function fromGeoJson(value: unknown): unknown {
  if (!isRecord(value) || !Array.isArray(value.coordinates)) return value;
  const { type, coordinates, address, ...rest } = value;
  if (type !== undefined && type !== 'Point') return value;
  if (coordinates.length !== 2) return value;
  const [longitude, latitude] = coordinates as unknown[];
  return { latitude, longitude, ...(address === undefined ? {} : { address }), ...rest };
}

/** One repeated-or-JSON list field: `a`, `b` as parts, or `["a","b"]` in one part. */
function listValues(name: string, values: string[]): unknown[] {
  return values.flatMap((value) => {
    const text = value.trim();
    if (text === '') return [];
    if (!text.startsWith('[')) return [value];
    const parsed = parseJson(name, text);
    return Array.isArray(parsed) ? (parsed as unknown[]) : [parsed];
  });
}

/**
 * The FormData a procedure takes: the typed fields as JSON in `data` (with `extra`, e.g. the id
 * from the path, on top) and the files as parts. Text values go on as strings ('true' and
 * 'false' included): the procedure's schema is the one that validates them.
 */
export function toFormData(
  body: MultipartBody,
  spec: FormSpec,
  extra: Record<string, unknown> = {},
): FormData {
  const form = new FormData();
  const data: Record<string, unknown> = {};
  for (const [name, values] of body.fields) {
    if (Object.hasOwn(spec.files, name)) {
      // Text where a file belongs: the procedure answers that it is not an image.
      for (const value of values) if (value !== '') form.append(name, value);
    } else if (spec.lists?.includes(name)) {
      data[name] = listValues(name, values);
    } else if (spec.geo?.includes(name)) {
      const text = values.length === 1 ? values[0]!.trim() : null;
      if (text === null) data[name] = values;
      else if (text !== '') data[name] = fromGeoJson(parseJson(name, text));
    } else if (spec.optional?.includes(name) && values.every((v) => v.trim() === '')) {
      continue;
    } else {
      data[name] = values.length === 1 ? values[0] : values;
    }
  }
  for (const [name, files] of body.files) {
    if (!Object.hasOwn(spec.files, name)) {
      throw fieldError('BAD_REQUEST', message('unknownField', { field: name }), [name]);
    }
    for (const file of files) form.append(name, file);
  }
  form.append('data', JSON.stringify({ ...data, ...extra }));
  return form;
}

/** The FormData of a procedure called with JSON: the typed fields only, no files. */
export function jsonFormData(data: unknown, extra: Record<string, unknown> = {}): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(isRecord(data) ? { ...data, ...extra } : data));
  return form;
}
