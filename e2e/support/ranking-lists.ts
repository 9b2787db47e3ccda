import type { APIRequestContext, Page } from '@playwright/test';
import {
  pngBuffer,
  pngFile,
  registerAccount,
  trpcMutation,
  trpcQuery,
  trpcUpload,
  uniqueEmail,
} from './api.js';

/** Seeding through the real API, as a client would (SPEC §7 over tRPC). */

export interface Account {
  token: string;
  user: { _id: string; name: string } & Record<string, unknown>;
}

export { uniqueEmail };

export const register = (api: APIRequestContext, name: string) =>
  registerAccount<Account>(api, name, uniqueEmail('rank'));

export const query = <T>(
  api: APIRequestContext,
  token: string,
  procedure: string,
  input?: unknown,
) => trpcQuery<T>(api, procedure, input, token);

export const mutate = <T>(
  api: APIRequestContext,
  token: string,
  procedure: string,
  input: unknown,
) => trpcMutation<T>(api, procedure, input, token);

/** A small real PNG (a coloured square), made here so nothing is fetched. */
export const pngPhoto = (color = '#f08a3c') => pngBuffer(color, 64);

export const SPOT = { latitude: -23.5505, longitude: -46.6333 };

export async function createCat(api: APIRequestContext, token: string, name: string) {
  const data = {
    name,
    description: 'Gato do teste de ranking',
    color: 'Laranja',
    health: 'Bom',
    location: { ...SPOT, address: 'Praça do Teste, 1' },
  };
  return trpcUpload<{ _id: string; name: string; pointsEarned: number }>(
    api,
    'cats.create',
    token,
    data,
    { photo: await pngFile('gato.png', pngPhoto()) },
  );
}

export async function checkIn(
  api: APIRequestContext,
  token: string,
  catId: string,
  actions: string[],
) {
  const data = { catId, actions, healthStatus: 'Bom', location: SPOT };
  return trpcUpload<{ _id: string; pointsEarned: number }>(api, 'checkins.create', token, data);
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
