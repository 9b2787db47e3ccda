import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp, previewOf } from './photos.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.js';
import { RateLimiter } from './rate-limit.js';

/**
 * Encodes of link previews one address may start (docs/abuse.md, "Link preview images"): a
 * preview already made is served to anyone, always; only making a new one counts.
 */
export const PREVIEW_ENCODES = { max: 30, windowMs: 10 * 60_000 } as const;

const PREVIEW_MAX_SIDE = 1200;
const JPEG_QUALITY = 80;

let encodes = 0;
/** How many previews this process has encoded (tests read it). */
export const previewEncodes = () => encodes;

/** The preview's bytes, or how long until this address may have one made; null: no photo. */
export type PreviewAnswer = { jpeg: Buffer } | { retryAfterMs: number } | null;

/** The encode running: the next waits for it, so previews take one core at most. */
let encoding: Promise<unknown> = Promise.resolve();

function encodeInTurn(source: string): Promise<Buffer | null> {
  const run = encoding.then(() => encode(source));
  encoding = run.catch(() => undefined);
  return run;
}

async function encode(source: string): Promise<Buffer | null> {
  const sharp = await loadSharp();
  encodes += 1;
  try {
    return await sharp(source)
      .resize({
        width: PREVIEW_MAX_SIDE,
        height: PREVIEW_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  } catch {
    return null; // the photo's file is missing or unreadable
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Link preview JPEGs (GET /preview/{photoId}.jpg), made from a stored photo the first time one is
 * asked for and kept beside the photos (`previews/` in the uploads folder, named after the photo:
 * photos.ts `previewOf`); later requests read the file. Requests for one photo while its preview
 * is being read or made share that work, so many at once cost one encode. Whether the photo may
 * be shown is the caller's check, made on every request.
 */
export class PreviewStore {
  readonly #running = new Map<string, Promise<PreviewAnswer>>();
  readonly #limiter = new RateLimiter(PREVIEW_ENCODES.max, PREVIEW_ENCODES.windowMs);

  constructor(
    private readonly uploadsDir: string,
    /** A preview made but not kept (a full disk): it is served, and made again next time. */
    private readonly onKeepError: (error: unknown) => void,
  ) {}

  /** The preview of the stored photo `file`, for a request from `address` at `now`. */
  async jpeg(file: string, address: string, now: number): Promise<PreviewAnswer> {
    for (;;) {
      const running = this.#running.get(file);
      const answer = await (running ?? this.#start(file, address, now));
      // Refused for the address that started it: this request tries as its own.
      if (running && answer && 'retryAfterMs' in answer) continue;
      return answer;
    }
  }

  #start(file: string, address: string, now: number): Promise<PreviewAnswer> {
    const run = this.#load(file, address, now).finally(() => this.#running.delete(file));
    this.#running.set(file, run);
    return run;
  }

  async #load(file: string, address: string, now: number): Promise<PreviewAnswer> {
    const name = previewOf(file);
    if (name === null) return null;
    const target = path.join(this.uploadsDir, ...name.split('/'));
    const kept = await readFile(target).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (kept) return { jpeg: kept };

    const wait = this.#limiter.take(address, now);
    if (wait > 0) return { retryAfterMs: wait };
    const source = path.join(this.uploadsDir, ...file.split('/'));
    const jpeg = await encodeInTurn(source);
    if (!jpeg) return null;
    await this.#keep(target, jpeg, source).catch(this.onKeepError);
    return { jpeg };
  }

  /** Written whole or not at all: a temporary file renamed into place. */
  async #keep(target: string, jpeg: Buffer, source: string) {
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temp, jpeg, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    // The photo was deleted while its preview was being made (removePhotos deletes the photo
    // first, then the preview): nothing may be left of it.
    if (!(await stat(source).catch(() => null))) await rm(target, { force: true });
  }
}
