import type { APIRequestContext, Page } from '@playwright/test';
import {
  photoPng,
  pngFile,
  registerAccount,
  trpcMutation,
  trpcQuery,
  trpcUpload,
  uniqueEmail,
} from './api.js';

/** Seeding through the real tRPC API, as a client would. */

export interface Account {
  token: string;
  user: { _id: string; name: string } & Record<string, unknown>;
}

const register = (api: APIRequestContext, name: string) =>
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

const SPOT = { latitude: -23.5505, longitude: -46.6333 };

async function createCat(api: APIRequestContext, token: string, name: string) {
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
    { photo: await pngFile('gato.png', photoPng()) },
  );
}

async function checkIn(api: APIRequestContext, token: string, catId: string, actions: string[]) {
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

const FILLER_ACTIONS = [
  'Alimentou',
  'Deu água',
  'Forneceu abrigo',
  'Verificou bem-estar',
  'Outros',
];

/**
 * One community, seeded once through the API: a registrar with a cat, three heavy helpers, 24
 * occasional ones and "me" (one check-in), so the ranking has more than one page of 25 and the
 * cat more than one page of 20 check-ins. Other spec files share the server, so expectations
 * about positions are read from the API instead of assumed.
 */
export async function seedCommunity(api: APIRequestContext) {
  const earned = new Map<string, number>();
  const tag = Math.random().toString(36).slice(2, 7);
  const seeder = await register(api, `Zé Semeador ${tag}`);
  const cat = await createCat(api, seeder.token, `Mingau ${tag}`);

  const heavy: [string, string[]][] = [
    [
      `Ana Ouro ${tag}`,
      [
        'Alimentou',
        'Deu água',
        'Forneceu abrigo',
        'Verificou bem-estar',
        'Levou ao veterinário',
        'Vacinou',
        'Castrou',
        'Outros',
      ],
    ],
    [
      `Bruno Prata ${tag}`,
      ['Alimentou', 'Deu água', 'Forneceu abrigo', 'Levou ao veterinário', 'Vacinou', 'Castrou'],
    ],
    [`Carla Bronze ${tag}`, ['Levou ao veterinário', 'Vacinou', 'Castrou']],
  ];
  const fillers: [string, string[]][] = Array.from({ length: 24 }, (_, i) => [
    `Gateira ${String(i + 1).padStart(2, '0')} ${tag}`,
    [FILLER_ACTIONS[i % FILLER_ACTIONS.length]!],
  ]);
  const helpers = [
    ...heavy,
    ...fillers,
    [`Eu Gateira ${tag}`, ['Alimentou']] as [string, string[]],
  ];

  const accounts = await Promise.all(helpers.map(([name]) => register(api, name)));
  for (const [i, account] of accounts.entries()) {
    const result = await checkIn(api, account.token, cat._id, helpers[i]![1]);
    earned.set(account.user._id, result.pointsEarned);
  }
  return { ana: accounts[0]!, me: accounts.at(-1)!, cat, earned };
}
