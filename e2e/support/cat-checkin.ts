import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import sharp from 'sharp';

/** Seeding for e2e/cat-checkin.spec.ts through the real API, the way the web client calls it. */

export interface Point {
  latitude: number;
  longitude: number;
}

export interface Account {
  token: string;
  user: { _id: string; name: string };
}

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e9)}`;

/**
 * A spot of our own, far from the default location and from the other specs' cats (they share
 * the server), so that the duplicate check only ever sees this spec's cats. Each call is ~5 km
 * from the previous one.
 */
let spots = 0;
const base = { latitude: -8 - Math.random() * 4, longitude: -38 - Math.random() * 4 };
export function freshSpot(): Point {
  spots += 1;
  return { latitude: base.latitude + spots * 0.05, longitude: base.longitude };
}

async function resultOf<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as { result?: { data: T }; error?: unknown };
  if (!response.ok() || !body.result) {
    throw new Error(`${response.url()} → ${response.status()} ${JSON.stringify(body.error)}`);
  }
  return body.result.data;
}

export async function register(api: APIRequestContext, name: string): Promise<Account> {
  const response = await api.post('/trpc/auth.register', {
    data: { name, email: `catcheckin.${unique()}@gateiros.test`, password: 'segredo1' },
  });
  return resultOf<Account>(response);
}

/** The browser session of `account` from the next page load on: the token where the app keeps it. */
export async function signIn(page: Page, account: Account) {
  await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
}

/** A real PNG made here (nothing is fetched): a coloured rectangle. */
export async function png(name: string, color = '#f08a3c'): Promise<FilePayload> {
  const buffer = await sharp({
    create: { width: 80, height: 60, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export async function pngs(count: number, prefix: string): Promise<FilePayload[]> {
  const colors = ['#f08a3c', '#0e6e69', '#b9471a', '#6b5a4b', '#e3b308', '#2f6fdb', '#1f9d55'];
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      png(`${prefix}-${i + 1}.png`, colors[i % colors.length]),
    ),
  );
}

export interface SeededCat {
  _id: string;
  name: string;
}

export async function createCat(
  api: APIRequestContext,
  account: Account,
  at: Point,
  fields: Record<string, unknown> = {},
): Promise<SeededCat> {
  const photo = await png('cat.png');
  const data = {
    name: 'Mingau',
    description: 'Gato branco e dócil que fica perto da padaria.',
    color: 'Branco',
    location: { ...at, address: '' },
    ...fields,
  };
  const response = await api.post('/trpc/cats.create', {
    headers: { 'x-auth-token': account.token },
    multipart: { data: JSON.stringify(data), photo },
  });
  return resultOf<SeededCat>(response);
}

/** Any map tile the app asks for is a small local PNG (nothing leaves 127.0.0.1). */
export async function serveTiles(page: Page) {
  const tile = await png('tile.png', '#e6f4f2');
  await page.route('**/e2e-tiles/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: tile.buffer }),
  );
}
