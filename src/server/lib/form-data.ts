import type { TRPCError } from '@trpc/server';
import { z } from '../../shared/validation.js';
import { UPLOAD_LIMITS } from './upload-limits.js';
import { photoError } from './uploads.js';
import { fail } from './app-error.js';

/** A file field of an upload form: one file or a list of them. */
interface FileField {
  multiple: boolean;
  /** A file must be sent (a field error on the field when none is). */
  required?: boolean;
  /** The most files kept of a list; more are dropped, unless `tooMany` refuses them. */
  max?: number;
  tooMany?: (files: File[]) => TRPCError;
}
type FileFields = Readonly<Record<string, FileField>>;

type FileOf<F extends FileField> = F['multiple'] extends true
  ? File[]
  : F['required'] extends true
    ? File
    : File | undefined;

/** The files of an upload as the service receives them, field by field. */
type FilesOf<F extends FileFields> = { [K in keyof F]: FileOf<F[K]> };

/** Every field's files as sent, for a check of `data` that depends on them. */
type SentFiles<F extends FileFields> = { [K in keyof F]: File[] };

type DataParser<T, F extends FileFields> =
  z.ZodType<T> | ((json: unknown, sent: SentFiles<F>) => z.ZodSafeParseResult<T>);

const invalidJson = () => fail('BAD_REQUEST', 'invalidJson');

/** Refuses a form with more parts or files than any upload needs. */
function checkFormSize(form: FormData): void {
  let parts = 0;
  let files = 0;
  for (const [, value] of form) {
    parts += 1;
    if (typeof value !== 'string') files += 1;
  }
  if (parts > UPLOAD_LIMITS.formMaxParts || files > UPLOAD_LIMITS.formMaxFiles) {
    throw fail('PAYLOAD_TOO_LARGE', 'bodyTooLarge');
  }
}

/** The JSON of the typed fields, in the FormData field `data` (none sent: `{}`). */
export function readFormJson(form: FormData): unknown {
  const raw = form.get('data');
  if (raw === null) return {};
  if (typeof raw !== 'string') throw invalidJson();
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw invalidJson();
  }
}

/**
 * The file parts of a field, also sent as `name[]` by some clients. An empty file input counts as
 * none; text where a file belongs is not an image.
 */
export function readFormFiles(form: FormData, name: string): File[] {
  const parts = [...form.getAll(name), ...form.getAll(`${name}[]`)];
  if (parts.some((part) => typeof part === 'string' && part !== '')) throw photoError('notImage');
  return parts.filter((part): part is File => typeof part !== 'string' && part.size > 0);
}

function keptFiles(field: FileField, sent: File[]): File[] {
  const max = field.multiple ? (field.max ?? Infinity) : 1;
  if (sent.length > max && field.tooMany) throw field.tooMany(sent);
  const kept = sent.slice(0, max);
  // Refused before a single byte is read into memory.
  if (kept.some((file) => file.size > UPLOAD_LIMITS.photoMaxBytes)) throw photoError('tooLarge');
  return kept;
}

/**
 * The input schema of an upload procedure: a FormData with the typed fields as JSON in `data`
 * and the files as parts, parsed into `{ data, ...files }`. Problems with the form itself (too
 * many parts, broken JSON, a file that is not one or is too large) are TRPCErrors of their own
 * code, which `uploadProcedure` passes on; problems with `data` are field errors like any input's.
 */
export function formDataInput<const F extends FileFields, T>(spec: {
  data: DataParser<T, F>;
  files: F;
}) {
  const names = Object.keys(spec.files) as (keyof F & string)[];
  return z.instanceof(FormData).transform((form, ctx) => {
    checkFormSize(form);
    const json = readFormJson(form);
    const sent = Object.fromEntries(
      names.map((name) => [name, readFormFiles(form, name)]),
    ) as SentFiles<F>;
    const parsed =
      typeof spec.data === 'function' ? spec.data(json, sent) : spec.data.safeParse(json);
    const issues = parsed.success ? [] : [...parsed.error.issues];
    for (const name of names) {
      const missing = spec.files[name]!.required && sent[name].length === 0;
      if (missing && !issues.some((issue) => issue.path[0] === name)) {
        issues.push({ code: 'custom', path: [name], message: 'fieldRequired', input: undefined });
      }
    }
    if (!parsed.success || issues.length > 0) {
      for (const issue of issues) ctx.addIssue({ ...issue });
      return z.NEVER;
    }
    const files = Object.fromEntries(
      names.map((name) => {
        const field = spec.files[name]!;
        const kept = keptFiles(field, sent[name]);
        return [name, field.multiple ? kept : kept[0]];
      }),
    ) as FilesOf<F>;
    return { data: parsed.data, ...files };
  });
}
