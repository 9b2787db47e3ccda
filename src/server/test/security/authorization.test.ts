import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { localDay } from '../../../shared/time.js';
import { carerRequests, treatments, users, type User } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { createRestApp, type RestApp } from '../rest-client.js';
import { hashPassword } from '../../services/auth.js';
import { checkinData, checkinForm, insertCat } from '../fixtures.js';
import { appRouter, createCaller } from '../../trpc/router.js';
import {
  allowed,
  PASSWORD,
  REST,
  refusal,
  ROLES,
  TRPC,
  type Role,
} from './authorization-matrix.js';
import type { Body, Seed } from './authorization-rows.js';

const ADMIN_EMAIL = 'admin@gateiros.test';

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
    app.createUser({ name: 'Admin', email: ADMIN_EMAIL, isAdmin: true });
  const ctx = {
    ...app.app.deps,
    user: owner,
    isAdmin: false,
    locale: 'pt-BR' as const,
    ip: '10.0.0.1',
  };
  const cat = insertCat(app, { discoveredById: owner.id });
  const requester = app.createUser({ name: 'Pede' });
  const carer = app.createUser({ name: 'Cuida' });
  for (const [user, status] of [
    [requester, 'pending'],
    [carer, 'approved'],
  ] as const) {
    app.db
      .insert(carerRequests)
      .values({ catId: cat.id, userId: user.id, status, requestedAt: app.clock.now() })
      .run();
  }
  // Without a photo: the lists have a check-in to show, and no call's answer depends on a photo
  // (the photo of every check-in took half of this file's time).
  await createCaller(ctx).checkins.create(checkinForm(checkinData(cat)));
  const treatmentId = newId();
  app.db
    .insert(treatments)
    .values({
      id: treatmentId,
      catId: cat.id,
      medicine: 'Itraconazol',
      dose: '1 cápsula',
      everyHours: 24,
      startDay: localDay(app.clock.now(), app.settings.TZ_COMMUNITY),
      startMinute: 0,
      days: 10,
      startedById: owner.id,
      createdAt: app.clock.now(),
    })
    .run();
  counter += 1;
  const seed: Seed = {
    owner,
    other,
    admin,
    cat,
    requester,
    carer,
    treatmentId,
    login: loginUser,
    freshEmail: `nova${counter}@gateiros.test`,
  };
  return seed;
}

/** One argon2 hash for the file: every test's database gets the same signing-in user. */
let loginHash: Promise<string> | undefined;

async function loginUserOf(app: RestApp) {
  const email = 'login@gateiros.test';
  loginHash ??= hashPassword(PASSWORD);
  app.createUser({ email, passwordHash: await loginHash });
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

/**
 * Served by other means than the REST table: tRPC itself, the static uploads and the link
 * previews' JPEG images (a visible cat's photo for anyone, a hidden one 404: page-meta.test.ts).
 */
const NOT_REST = (route: string) =>
  route.includes(' /trpc/') || route.endsWith(' *') || route === 'GET /preview/:file';

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
