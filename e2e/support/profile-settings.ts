import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import sharp from 'sharp';

/** Seeding for the profile and settings tests, through the real API as a client would. */

export interface Account {
  token: string;
  email: string;
  user: { _id: string; name: string } & Record<string, unknown>;
}

export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e9)}@gateiros.test`;

export const PASSWORD = 'segredo1';

async function json<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as { result?: { data: T }; error?: unknown };
  if (!response.ok() || !body.result) {
    throw new Error(`${response.url()} → ${response.status()} ${JSON.stringify(body.error)}`);
  }
  return body.result.data;
}

export async function register(
  api: APIRequestContext,
  name: string,
  email = uniqueEmail('perfil'),
): Promise<Account> {
  const response = await api.post('/trpc/auth.register', {
    data: { name, email, password: PASSWORD },
  });
  const account = await json<Omit<Account, 'email'>>(response);
  return { ...account, email };
}

export async function query<T>(
  api: APIRequestContext,
  procedure: string,
  input?: unknown,
  token?: string,
): Promise<T> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await api.get(`/trpc/${procedure}${search}`, {
    headers: token ? { 'x-auth-token': token } : {},
  });
  return json<T>(response);
}

/** A small real PNG (a coloured square), made here so nothing is fetched. */
export const pngPhoto = (color = '#0e6e69') =>
  sharp({ create: { width: 80, height: 80, channels: 3, background: color } })
    .png()
    .toBuffer();

export const SPOT = { latitude: -23.5505, longitude: -46.6333 };

export async function createCat(api: APIRequestContext, token: string, name: string) {
  const data = {
    name,
    description: 'Gato do teste de perfil',
    color: 'Preto',
    health: 'Regular',
    location: { ...SPOT, address: 'Rua do Teste, 10' },
  };
  const response = await api.post('/trpc/cats.create', {
    headers: { 'x-auth-token': token },
    multipart: {
      data: JSON.stringify(data),
      photo: { name: 'gato.png', mimeType: 'image/png', buffer: await pngPhoto('#2d2219') },
    },
  });
  return json<{ _id: string; name: string }>(response);
}

export async function checkIn(
  api: APIRequestContext,
  token: string,
  catId: string,
  actionsDescription: string,
) {
  const data = {
    catId,
    actions: ['Alimentou', 'Deu água'],
    actionsDescription,
    healthStatus: 'Bom',
    location: SPOT,
  };
  const response = await api.post('/trpc/checkins.create', {
    headers: { 'x-auth-token': token },
    multipart: { data: JSON.stringify(data) },
  });
  return json<{ checkIn: { _id: string }; pointsEarned: number }>(response);
}

/** Opens the app already signed in as `account` (the session the app keeps in localStorage). */
export async function signIn(page: Page, account: Account) {
  await page.addInitScript(
    ({ token, user }) => {
      if (localStorage.getItem('e2e-signed-in')) return;
      localStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: account.token, user: account.user },
  );
}
