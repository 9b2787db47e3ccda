import type { APIRequestContext, Page } from '@playwright/test';
import {
  photoPng,
  pngBuffer,
  pngFile,
  registerAccount,
  trpcUpload,
  uniqueEmail,
  type FilePayload,
} from './api.js';

export type { FilePayload };

/** Seeding for e2e/cat-checkin.spec.ts through the real API, the way the web client calls it. */

export interface Point {
  latitude: number;
  longitude: number;
}

export interface Account {
  token: string;
  user: { _id: string; name: string };
}

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

export const register = (api: APIRequestContext, name: string) =>
  registerAccount<Account>(api, name, uniqueEmail('catcheckin'));

/** The browser session of `account` from the next page load on: the token where the app keeps it. */
export async function signIn(page: Page, account: Account) {
  await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
}

/** A real PNG photo made here (nothing is fetched), another picture on every call. */
export const png = (name: string, color = '#f08a3c'): Promise<FilePayload> =>
  pngFile(name, photoPng(color));

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
  return trpcUpload<SeededCat>(api, 'cats.create', account.token, data, { photo });
}

/** Any map tile the app asks for is a small local PNG (nothing leaves 127.0.0.1). */
export async function serveTiles(page: Page) {
  const tile = await pngFile('tile.png', pngBuffer('#e6f4f2', 256));
  await page.route('**/e2e-tiles/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: tile.buffer }),
  );
}

/**
 * Opens an optional part of a form (a closed disclosure: the check-in's description, photos,
 * needs and location) by its title.
 */
export async function openPart(page: Page, title: string) {
  const part = page.locator('details').filter({
    has: page.locator('summary', { hasText: new RegExp(`^${title}`) }),
  });
  await part.locator('summary').click();
  await part.and(page.locator('[open]')).waitFor();
}
