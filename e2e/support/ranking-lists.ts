import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';

/** Seeding through the real API, as a client would (SPEC §7 over tRPC). */

export interface Account {
  token: string;
  user: { _id: string; name: string } & Record<string, unknown>;
}

export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e9)}@gateiros.test`;

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { result?: { data: T }; error?: unknown };
  if (!response.ok() || !body.result) {
    throw new Error(`${response.url()} → ${response.status()} ${JSON.stringify(body.error)}`);
  }
  return body.result.data;
}

export async function register(api: APIRequestContext, name: string): Promise<Account> {
  const response = await api.post('/trpc/auth.register', {
    data: { name, email: uniqueEmail('rank'), password: 'segredo1' },
  });
  return json<Account>(response);
}

export async function query<T>(
  api: APIRequestContext,
  token: string,
  procedure: string,
  input?: unknown,
): Promise<T> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await api.get(`/trpc/${procedure}${search}`, {
    headers: { 'x-auth-token': token },
  });
  return json<T>(response);
}

export async function mutate<T>(
  api: APIRequestContext,
  token: string,
  procedure: string,
  input: unknown,
): Promise<T> {
  const response = await api.post(`/trpc/${procedure}`, {
    headers: { 'x-auth-token': token },
    data: input as Record<string, unknown>,
  });
  return json<T>(response);
}

/** A small real PNG (a coloured square), made here so nothing is fetched. */
export const pngPhoto = (color = '#f08a3c') =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();

export const SPOT = { latitude: -23.5505, longitude: -46.6333 };

export async function createCat(api: APIRequestContext, token: string, name: string) {
  const data = {
    name,
    description: 'Gato do teste de ranking',
    color: 'Laranja',
    health: 'Bom',
    location: { ...SPOT, address: 'Praça do Teste, 1' },
  };
  const response = await api.post('/trpc/cats.create', {
    headers: { 'x-auth-token': token },
    multipart: {
      data: JSON.stringify(data),
      photo: { name: 'gato.png', mimeType: 'image/png', buffer: await pngPhoto() },
    },
  });
  return json<{ _id: string; name: string; pointsEarned: number }>(response);
}

export async function checkIn(
  api: APIRequestContext,
  token: string,
  catId: string,
  actions: string[],
) {
  const data = { catId, actions, healthStatus: 'Bom', location: SPOT };
  const response = await api.post('/trpc/checkins.create', {
    headers: { 'x-auth-token': token },
    multipart: { data: JSON.stringify(data) },
  });
  return json<{ _id: string; pointsEarned: number }>(response);
}

/** Opens the app already signed in as `account` (the session the app keeps in localStorage). */
export async function signIn(page: Page, account: Account) {
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: account.token, user: account.user },
  );
}
