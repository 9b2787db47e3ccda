import type { APIRequestContext, Page } from '@playwright/test';
import {
  PASSWORD,
  photoPng,
  pngFile,
  registerAccount,
  trpcQuery,
  trpcUpload,
  uniqueEmail,
} from './api.js';

/** Seeding for the profile and settings tests, through the real API as a client would. */

export interface Account {
  token: string;
  email: string;
  user: { _id: string; name: string } & Record<string, unknown>;
}

export { PASSWORD };

export async function register(
  api: APIRequestContext,
  name: string,
  email = uniqueEmail('perfil'),
): Promise<Account> {
  const account = await registerAccount<Omit<Account, 'email'>>(api, name, email);
  return { ...account, email };
}

export const query = <T>(
  api: APIRequestContext,
  procedure: string,
  input?: unknown,
  token?: string,
) => trpcQuery<T>(api, procedure, input, token);

/** A small real PNG (a coloured square), made here so nothing is fetched. */
export const pngPhoto = (color = '#0e6e69') => photoPng(color);

const SPOT = { latitude: -23.5505, longitude: -46.6333 };

export async function createCat(api: APIRequestContext, token: string, name: string) {
  const data = {
    name,
    description: 'Gato do teste de perfil',
    color: 'Preto',
    health: 'Regular',
    location: { ...SPOT, address: 'Rua do Teste, 10' },
  };
  return trpcUpload<{ _id: string; name: string }>(api, 'cats.create', token, data, {
    photo: await pngFile('gato.png', pngPhoto('#2d2219')),
  });
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
  return trpcUpload<{ checkIn: { _id: string }; pointsEarned: number }>(
    api,
    'checkins.create',
    token,
    data,
  );
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
