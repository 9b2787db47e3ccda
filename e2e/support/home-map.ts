import type { APIRequestContext, Page } from '@playwright/test';
import { photoPng, pngBuffer, pngFile, registerAccount, trpcUpload, uniqueEmail } from './api.js';

/** Seeding through the real API (tRPC over HTTP), the way the web client calls it. */

export interface Account {
  token: string;
  user: { _id: string; name: string };
}

export interface SeededCat {
  _id: string;
  name: string;
  health: string;
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** A tag that keeps this run's cats apart from whatever other specs seeded. */
export const runTag = () => Math.floor(Math.random() * 1e6).toString(36);

export const register = (api: APIRequestContext, name: string) =>
  registerAccount<Account>(api, name, uniqueEmail('homemap'));

/**
 * A spot of its own for one test, on a 20 km grid around `city`: a retry or a repeated run on the
 * same server does not find the cats of the previous attempt within the 5 km nearby radius.
 */
export function spotNear(city: Point): Point {
  const cell = Math.floor(Math.random() * 400);
  return offset(city, (cell % 20) * 20_000, Math.floor(cell / 20) * 20_000);
}

/** The point `north` and `east` metres away from `from` (flat-Earth approximation, fine at km). */
export function offset(from: Point, north: number, east: number): Point {
  const metresPerDegree = 111_320;
  return {
    latitude: from.latitude + north / metresPerDegree,
    longitude:
      from.longitude + east / (metresPerDegree * Math.cos((from.latitude * Math.PI) / 180)),
  };
}

export async function createCat(
  api: APIRequestContext,
  token: string,
  cat: {
    name: string;
    at: Point;
    health?: string;
    address?: string;
    gender?: string;
    estimatedAge?: string;
    color?: string;
  },
): Promise<SeededCat> {
  const data = {
    name: cat.name,
    description: 'Gato do teste do início e do mapa',
    color: 'Laranja',
    health: cat.health ?? 'Bom',
    gender: cat.gender ?? 'Desconhecido',
    estimatedAge: cat.estimatedAge ?? 'Adulto',
    location: { ...cat.at, address: cat.address ?? '' },
  };
  return trpcUpload<SeededCat>(api, 'cats.create', token, data, {
    photo: await pngFile('gato.png', photoPng(cat.color ?? '#f08a3c')),
  });
}

export async function checkIn(
  api: APIRequestContext,
  token: string,
  input: {
    catId: string;
    at: Point;
    actions: string[];
    healthStatus: string;
    actionsDescription?: string;
  },
) {
  const { at, ...rest } = input;
  return trpcUpload<{ pointsEarned: number }>(api, 'checkins.create', token, {
    ...rest,
    location: at,
  });
}

/** The browser starts signed in as `account` (the token the app keeps in localStorage). */
export async function signInWith(page: Page, account: Account) {
  await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
}

/**
 * Serves map tiles locally (nothing leaves 127.0.0.1) and records which were asked for, as
 * "z/x/y".
 */
export async function serveTiles(page: Page): Promise<string[]> {
  const tile = await pngBuffer('#e6efe0', 256);
  const requested: string[] = [];
  await page.route('**/e2e-tiles/**', (route) => {
    const match = /e2e-tiles\/(\d+)\/(\d+)\/(\d+)/.exec(route.request().url());
    if (match) requested.push(`${match[1]}/${match[2]}/${match[3]}`);
    return route.fulfill({ contentType: 'image/png', body: tile });
  });
  return requested;
}

/** The slippy-map tile holding a point at a zoom level. */
export function tileOf(point: Point, zoom: number): string {
  const scale = 2 ** zoom;
  const x = Math.floor(((point.longitude + 180) / 360) * scale);
  const rad = (point.latitude * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale);
  return `${zoom}/${x}/${y}`;
}

/** The list under the home and map tabs. */
export const panel = (page: Page) => page.getByRole('tabpanel');
