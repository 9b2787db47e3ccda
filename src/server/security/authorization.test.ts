import { afterEach, describe, expect, it } from 'vitest';
import { AVATARS } from '../../shared/avatars.js';
import { offsetPoint } from '../../shared/geo.js';
import { eq } from 'drizzle-orm';
import { users, type Cat, type User } from '../db/schema.js';
import { createRestApp, file, form, photo, type RestApp } from '../rest/test-client.js';
import { hashPassword } from '../services/auth.js';
import {
  catData,
  catForm,
  checkinData,
  checkinForm,
  HOME,
  insertCat,
  jpeg,
  profileForm,
} from '../test/fixtures.js';
import { appRouter, createCaller } from '../trpc/router.js';

/**
 * Who may call what. Every tRPC procedure and every REST route has a row; a procedure or route
 * without one fails the test, so a new one must say who may call it.
 *
 * - public: anyone, signed in or not;
 * - user: any signed-in user (anonymous → 401);
 * - editor: the cat's registrar or an admin (anonymous → 401, another user → 403);
 * - admin: admins only (anonymous → 401, any other user → 403).
 */
type Policy = 'public' | 'user' | 'editor' | 'admin';
type Role = 'anonymous' | 'other' | 'owner' | 'admin';
const ROLES: readonly Role[] = ['anonymous', 'other', 'owner', 'admin'];

const ADMIN_EMAIL = 'admin@gateiros.test';
const PASSWORD = 'segredo-forte-123';

/** What each call gets: the owner (who registered `cat` and checked in on it) and the others. */
interface Seed {
  owner: User;
  other: User;
  admin: User;
  cat: Cat;
  /** A user with a password (for login). */
  login: { email: string; password: string };
  /** A fresh unique e-mail (for register). */
  freshEmail: string;
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: FormData | Promise<FormData> };

interface Entry {
  policy: Policy;
  /** The input of an allowed call (valid, so it succeeds). */
  input: (seed: Seed) => Body;
  /** The statuses an allowed call may answer (default 200 or 201). */
  ok?: readonly number[];
}

const none = (): Body => ({ kind: 'none' });
const json =
  (value: (seed: Seed) => unknown) =>
  (seed: Seed): Body => ({ kind: 'json', value: value(seed) });
const formBody =
  (value: (seed: Seed) => FormData | Promise<FormData>) =>
  (seed: Seed): Body => ({ kind: 'form', value: value(seed) });

/** Not configured in tests: a clear 400, never 401/403. */
const GOOGLE_OFF = [400];

const TRPC: Record<string, Entry> = {
  'auth.register': {
    policy: 'public',
    input: json((s) => ({ name: 'Nova', email: s.freshEmail, password: PASSWORD })),
  },
  'auth.login': { policy: 'public', input: json((s) => s.login) },
  'auth.google': { policy: 'public', input: json(() => ({ idToken: 'x' })), ok: GOOGLE_OFF },
  'auth.me': { policy: 'user', input: none },
  // A wrong current password: an allowed caller gets the 400 that says so (a right one would end
  // the sessions the rest of the table uses).
  'auth.changePassword': {
    policy: 'user',
    input: json(() => ({ currentPassword: 'not-the-password', newPassword: 'outra-senha-123' })),
    ok: [400],
  },
  'auth.verify': { policy: 'public', input: none },
  'cats.create': {
    policy: 'user',
    input: formBody(async () => catForm(catData({ name: 'Novo' }), await jpeg(3))),
  },
  'cats.byId': { policy: 'public', input: json((s) => ({ id: s.cat.id })) },
  'cats.nearby': { policy: 'public', input: json(() => HOME) },
  'cats.emergencies': { policy: 'public', input: json(() => ({})) },
  'cats.list': { policy: 'public', input: json(() => ({})) },
  'cats.similar': { policy: 'user', input: json(() => HOME) },
  'cats.update': {
    policy: 'editor',
    input: formBody((s) => catForm({ id: s.cat.id, name: 'Mingau II' })),
  },
  'cats.delete': { policy: 'editor', input: json((s) => ({ id: s.cat.id })) },
  'checkins.create': {
    policy: 'user',
    input: formBody(async (s) => checkinForm(checkinData(s.cat), [await jpeg(2)])),
  },
  'checkins.byCat': { policy: 'public', input: json((s) => ({ catId: s.cat.id })) },
  'checkins.mine': { policy: 'user', input: json(() => ({})) },
  'favorites.add': { policy: 'user', input: json((s) => ({ catId: s.cat.id })) },
  'favorites.remove': { policy: 'user', input: json((s) => ({ catId: s.cat.id })) },
  'favorites.list': { policy: 'user', input: none },
  'config.public': { policy: 'public', input: none },
  'ranking.list': { policy: 'user', input: json(() => ({})) },
  'users.profile': { policy: 'user', input: none },
  'users.stats': { policy: 'user', input: none },
  'users.publicProfile': { policy: 'public', input: json((s) => ({ userId: s.owner.id })) },
  'users.updateProfile': { policy: 'user', input: formBody(() => profileForm({ bio: 'Oi' })) },
  'users.updateNotificationSettings': {
    policy: 'user',
    input: json(() => ({ nearbyAlerts: false })),
  },
  'users.avatars': { policy: 'public', input: none },
  'users.setAvatar': { policy: 'user', input: json(() => ({ avatarId: AVATARS[1].id })) },
  'users.achievements': { policy: 'user', input: none },
  'users.deleteAccount': { policy: 'user', input: json(() => ({ confirm: true })) },
  'users.exportData': { policy: 'user', input: none },
};

const near = offsetPoint(HOME.latitude, HOME.longitude, 10, 0);
const pointJson = (latitude: number, longitude: number) =>
  JSON.stringify({ type: 'Point', coordinates: [longitude, latitude], address: 'Praça' });

/** REST rows by method and path without the /api prefix (both families are called). */
const REST: Record<string, Entry & { url?: (seed: Seed) => string }> = {
  'GET /health': { policy: 'public', input: none },
  'GET /openapi.json': { policy: 'public', input: none },
  'GET /avatars': { policy: 'public', input: none },
  'GET /avatars/:file': {
    policy: 'public',
    input: none,
    url: () => AVATARS[0].url,
  },
  'GET /auth/me': { policy: 'user', input: none },
  'GET /users/me': { policy: 'user', input: none },
  'GET /auth/verify': { policy: 'public', input: none },
  'POST /auth/login': { policy: 'public', input: json((s) => s.login) },
  'POST /auth/register': {
    policy: 'public',
    input: json((s) => ({ name: 'Nova', email: s.freshEmail, password: PASSWORD })),
  },
  'POST /auth/google': { policy: 'public', input: json(() => ({ idToken: 'x' })), ok: GOOGLE_OFF },
  'GET /cats/nearby': {
    policy: 'public',
    input: none,
    url: () => `/cats/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}`,
  },
  'GET /cats': { policy: 'public', input: none },
  'GET /cats/:id': { policy: 'public', input: none },
  'POST /cats': {
    policy: 'user',
    input: formBody(async () =>
      form({
        name: 'Novo',
        description: 'Manso',
        color: 'Preto',
        location: pointJson(HOME.latitude, HOME.longitude),
        photo: file(await photo(2)),
      }),
    ),
  },
  'PUT /cats/:id': { policy: 'editor', input: json(() => ({ name: 'Mingau II' })) },
  'DELETE /cats/:id': { policy: 'editor', input: none },
  'POST /checkins': {
    policy: 'user',
    input: formBody((s) =>
      form({
        catId: s.cat.id,
        location: pointJson(near.latitude, near.longitude),
        actions: JSON.stringify(['Alimentou']),
        healthStatus: 'Bom',
      }),
    ),
  },
  'GET /checkins/user': { policy: 'user', input: none },
  'GET /users/favorites': { policy: 'user', input: none },
  'POST /users/favorites': { policy: 'user', input: json((s) => ({ catId: s.cat.id })) },
  'DELETE /users/favorites/:catId': { policy: 'user', input: none },
  'GET /users/profile': { policy: 'user', input: none },
  'PUT /users/profile': { policy: 'user', input: json(() => ({ bio: 'Oi' })) },
  'PUT /users/profile/avatar': {
    policy: 'user',
    input: json(() => ({ avatarId: AVATARS[2].id })),
  },
  'GET /users/stats': { policy: 'user', input: none },
  'GET /users/ranking': { policy: 'user', input: none },
};

function allowed(policy: Policy, role: Role): boolean {
  switch (policy) {
    case 'public':
      return true;
    case 'user':
      return role !== 'anonymous';
    case 'editor':
      return role === 'owner' || role === 'admin';
    case 'admin':
      return role === 'admin';
  }
}

/** The status a refused call must get. */
const refusal = (role: Role) => (role === 'anonymous' ? 401 : 403);

let r: RestApp | undefined;
afterEach(async () => {
  await r?.close();
  r = undefined;
});

let counter = 0;

/** Fresh users, a cat registered by the owner and the owner's check-in on it, for one call. */
async function seedFor(app: RestApp, loginUser: { email: string; password: string }) {
  const owner = app.createUser({ name: 'Dona' });
  const other = app.createUser({ name: 'Outra' });
  const admin =
    app.db.select().from(users).where(eq(users.email, ADMIN_EMAIL)).get() ??
    app.createUser({ name: 'Admin', email: ADMIN_EMAIL });
  const ctx = {
    ...app.app.deps,
    user: owner,
    isAdmin: false,
    locale: 'pt-BR' as const,
    ip: '10.0.0.1',
  };
  const cat = insertCat(app, { discoveredById: owner.id });
  await createCaller(ctx).checkins.create(checkinForm(checkinData(cat), [await jpeg(1)]));
  counter += 1;
  const seed: Seed = {
    owner,
    other,
    admin,
    cat,
    login: loginUser,
    freshEmail: `nova${counter}@gateiros.test`,
  };
  return seed;
}

async function loginUserOf(app: RestApp) {
  const email = 'login@gateiros.test';
  app.createUser({ email, passwordHash: await hashPassword(PASSWORD) });
  return { email, password: PASSWORD };
}

const userOf = (seed: Seed, role: Role): User | null =>
  role === 'anonymous' ? null : seed[role === 'other' ? 'other' : role];

async function resolveBody(body: Body) {
  return body.kind === 'form' ? { ...body, value: await body.value } : body;
}

/** The Fastify routes as "METHOD /path", HEAD left out (Fastify adds it to every GET). */
function fastifyRoutes(app: RestApp): string[] {
  const tree = app.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]*)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

/** Served by other means than the REST table: tRPC itself and the static uploads. */
const NOT_REST = (route: string) => route.includes(' /trpc/') || route.endsWith(' *');

describe('authorization matrix', () => {
  it('has a row for every tRPC procedure and every REST route', async () => {
    const procedures = Object.keys(appRouter._def.procedures).sort();
    expect(procedures.length).toBeGreaterThan(20);
    expect(procedures).toEqual(Object.keys(TRPC).sort());

    r = await createRestApp();
    const routes = fastifyRoutes(r).filter((route) => !NOT_REST(route));
    expect(routes.length).toBeGreaterThan(40);
    const keys = new Set(routes.map((route) => route.replace(' /api/', ' /')));
    expect([...keys].sort()).toEqual(Object.keys(REST).sort());
  });

  for (const [path, entry] of Object.entries(TRPC)) {
    it(`tRPC ${path} (${entry.policy})`, async () => {
      r = await createRestApp();
      const app = r;
      const type = (
        appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>
      )[path]!._def.type;
      const loginUser = await loginUserOf(app);
      for (const role of ROLES) {
        const seed = await seedFor(app, loginUser);
        const user = userOf(seed, role);
        const headers: Record<string, string> = user
          ? { 'x-auth-token': await app.tokenFor(user) }
          : {};
        const body = await resolveBody(entry.input(seed));
        let status: number;
        let answer: unknown;
        if (body.kind === 'form') {
          const res = await app.postForm(path, body.value, headers);
          status = res.status;
          answer = res.body;
        } else if (type === 'query') {
          const input =
            body.kind === 'json' ? `?input=${encodeURIComponent(JSON.stringify(body.value))}` : '';
          const res = await app.app.inject({
            method: 'GET',
            url: `/trpc/${path}${input}`,
            headers,
          });
          status = res.statusCode;
          answer = res.body;
        } else {
          const res = await app.app.inject({
            method: 'POST',
            url: `/trpc/${path}`,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(body.kind === 'json' ? body.value : {}),
          });
          status = res.statusCode;
          answer = res.body;
        }
        const what = `${role}: ${status} ${JSON.stringify(answer).slice(0, 300)}`;
        if (allowed(entry.policy, role)) {
          expect(entry.ok ?? [200], what).toContain(status);
        } else {
          expect(status, what).toBe(refusal(role));
        }
      }
    });
  }

  for (const [key, entry] of Object.entries(REST)) {
    it(`REST ${key} (${entry.policy})`, async () => {
      r = await createRestApp();
      const app = r;
      const [method, template] = key.split(' ') as [string, string];
      const routes = new Set(fastifyRoutes(app));
      const loginUser = await loginUserOf(app);
      let called = 0;
      for (const prefix of ['/api', '']) {
        if (!routes.has(`${method} ${prefix}${template}`)) continue;
        called += 1;
        for (const role of ROLES) {
          const seed = await seedFor(app, loginUser);
          const user = userOf(seed, role);
          const token = user ? await app.tokenFor(user) : undefined;
          const path = entry.url
            ? entry.url(seed)
            : template.replace(':id', seed.cat.id).replace(':catId', seed.cat.id);
          const url = path.startsWith('/avatars/') ? path : prefix + path;
          const body = await resolveBody(entry.input(seed));
          const res = await app.call(method, url, {
            token,
            ...(body.kind === 'json' ? { json: body.value } : {}),
            ...(body.kind === 'form' ? { form: body.value } : {}),
          });
          const what = `${role} ${method} ${url}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          if (allowed(entry.policy, role)) {
            expect(entry.ok ?? [200, 201], what).toContain(res.status);
          } else {
            expect(res.status, what).toBe(refusal(role));
          }
        }
      }
      expect(called).toBeGreaterThan(0);
    });
  }

  it('the owner check-in exists, so other and owner differ on cats.update and cats.delete', async () => {
    r = await createRestApp();
    const seed = await seedFor(r, await loginUserOf(r));
    const other = await r.del(`/api/cats/${seed.cat.id}`, {
      token: await r.tokenFor(seed.other),
    });
    expect(other.status).toBe(403);
    const page = await r.get(`/api/cats/${seed.cat.id}`);
    expect(page.body.cat.totalCheckIns).toBe(1);
    const owner = await r.del(`/api/cats/${seed.cat.id}`, {
      token: await r.tokenFor(seed.owner),
    });
    expect(owner.status).toBe(200);
  });
});
