import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

/** Seeding through the real API (tRPC over HTTP), the way the web client calls it. */

export const PASSWORD = 'segredo1';

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A fresh address on every call, so that runs on the same server never collide. */
export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e9)}@gateiros.test`;

/** What a tRPC call answered (API or page response), or an error naming the call. */
async function resultOf<T>(response: {
  json(): Promise<unknown>;
  ok(): boolean;
  url(): string;
  status(): number;
}): Promise<T> {
  const body = (await response.json()) as { result?: { data: T }; error?: unknown };
  if (!response.ok() || !body.result) {
    throw new Error(`${response.url()} → ${response.status()} ${JSON.stringify(body.error)}`);
  }
  return body.result.data;
}

const authHeaders = (token?: string): Record<string, string> =>
  token ? { 'x-auth-token': token } : {};

/** A new account: what `auth.register` answers (the token and the user). */
export async function registerAccount<T>(
  api: APIRequestContext,
  name: string,
  email: string,
): Promise<T> {
  const response = await api.post('/trpc/auth.register', {
    data: { name, email, password: PASSWORD },
  });
  return resultOf<T>(response);
}

export async function trpcQuery<T>(
  api: APIRequestContext,
  procedure: string,
  input?: unknown,
  token?: string,
): Promise<T> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await api.get(`/trpc/${procedure}${search}`, { headers: authHeaders(token) });
  return resultOf<T>(response);
}

export async function trpcMutation<T>(
  api: APIRequestContext,
  procedure: string,
  input: unknown,
  token?: string,
): Promise<T> {
  const response = await api.post(`/trpc/${procedure}`, {
    headers: authHeaders(token),
    data: input as Record<string, unknown>,
  });
  return resultOf<T>(response);
}

/** A multipart mutation (`data` as JSON plus any files), as the app sends uploads. */
export async function trpcUpload<T>(
  api: APIRequestContext,
  procedure: string,
  token: string,
  data: unknown,
  files: Record<string, FilePayload> = {},
): Promise<T> {
  const response = await api.post(`/trpc/${procedure}`, {
    headers: authHeaders(token),
    multipart: { data: JSON.stringify(data), ...files },
  });
  return resultOf<T>(response);
}

/** A real PNG made here (nothing is fetched): a coloured rectangle. */
export const pngBuffer = (color: string, width: number, height = width) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/**
 * A real PNG photo made here, as big as a cat's photo must be (320 px on its short side): blobs
 * of colour around `color` at random places, another picture on every call (the server gives no
 * photo bonus for a picture it already has).
 */
export function photoPng(color = '#f08a3c', width = 400, height = 320): Promise<Buffer> {
  const blobs = Array.from({ length: 12 }, (_, i) => {
    const fill = i % 3 === 0 ? color : `#${randomInt(0x1000000).toString(16).padStart(6, '0')}`;
    const r = ((0.1 + randomInt(1000) / 3000) * Math.min(width, height)).toFixed(0);
    const [cx, cy] = [randomInt(width), randomInt(height)];
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#${randomInt(0x1000000).toString(16).padStart(6, '0')}"/>${blobs.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A PNG file payload for a multipart upload. */
export const pngFile = async (name: string, buffer: Promise<Buffer> | Buffer) => ({
  name,
  mimeType: 'image/png',
  buffer: await buffer,
});
