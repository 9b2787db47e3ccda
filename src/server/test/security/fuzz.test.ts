import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { TRPCError } from '@trpc/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../../context.js';
import type { Cat, User } from '../../db/schema.js';
import { createRestApp, type RestApp } from '../rest-client.js';
import { checkinData, checkinForm, insertCat, jpeg } from '../fixtures.js';
import { appRouter, createCaller } from '../../trpc/router.js';
import { fuzzInputOf, KEYS, rawBody } from './fuzz-inputs.js';

/**
 * Property-based fuzzing (fast-check): thousands of generated invalid and edge-case inputs to every
 * procedure (JSON ones through tRPC over HTTP, FormData ones through createCaller) and a sample of
 * REST paths. None may answer 5xx, and a refused write must leave the database (row counts of
 * every table and a checksum of users) and the uploads folder as they were.
 */

const SEED = 20261121;
/** Runs per procedure; the whole file stays well under 30 s. */
const RUNS = 120;
const FORM_RUNS = 60;

let r: RestApp;
let owner: User;
let ownerToken: string;
let cat: Cat;
let image: Buffer;

beforeAll(async () => {
  r = await createRestApp();
  owner = r.createUser({ name: 'Ana', email: 'ana@gateiros.test' });
  ownerToken = await r.tokenFor(owner);
  cat = insertCat(r, { discoveredById: owner.id });
  image = await jpeg(4);
  await createCaller(contextOf(owner)).checkins.create(
    checkinForm(checkinData(cat), [await jpeg(1)]),
  );
});
afterAll(async () => {
  const health = await r.get('/health');
  expect(health.status).toBe(200);
  await r.close();
});

function contextOf(user: User | null): Context {
  return { ...r.app.deps, user, isAdmin: false, locale: 'pt-BR', ip: '10.1.2.3' };
}

/** Row counts of every table, a checksum of users and the files in the uploads folder. */
function snapshot() {
  const client = r.db.$client;
  const tables = client
    .prepare("select name from sqlite_master where type = 'table' order by name")
    .all() as { name: string }[];
  const counts = Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (client.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n,
    ]),
  );
  const users = createHash('sha256')
    .update(JSON.stringify(client.prepare('select * from users order by id').all()))
    .digest('hex');
  const files = readdirSync(r.uploadsDir, { recursive: true }).length;
  return { counts, users, files };
}

const fuzzInput = fuzzInputOf((which) => (which === 'cat' ? cat.id : owner.id));

type ProcedureMap = Record<string, { _def: { type: 'query' | 'mutation' } }>;
const procedures = appRouter._def.procedures as unknown as ProcedureMap;

/** Procedures that take FormData (photo uploads). */
const FORM_PROCEDURES = ['cats.create', 'cats.update', 'checkins.create', 'users.updateProfile'];
const JSON_PROCEDURES = Object.keys(procedures).filter((p) => !FORM_PROCEDURES.includes(p));

describe('fuzzing every procedure', () => {
  it('covers every procedure of the router', () => {
    expect(FORM_PROCEDURES.every((p) => p in procedures)).toBe(true);
    for (const p of FORM_PROCEDURES) expect(procedures[p]!._def.type).toBe('mutation');
    expect(JSON_PROCEDURES.length + FORM_PROCEDURES.length).toBe(Object.keys(procedures).length);
  });

  for (const path of JSON_PROCEDURES) {
    it(`tRPC ${path}: no 5xx, refused writes change nothing`, async () => {
      const type = procedures[path]!._def.type;
      await fc.assert(
        fc.asyncProperty(
          fuzzInput,
          fc.boolean(),
          fc.option(rawBody, { freq: 8 }),
          async (input, signedIn, raw) => {
            const headers: Record<string, string> = signedIn ? { 'x-auth-token': ownerToken } : {};
            const before = type === 'mutation' ? snapshot() : null;
            const encoded = raw ?? JSON.stringify(input);
            const res =
              type === 'query'
                ? await r.app.inject({
                    method: 'GET',
                    url: `/trpc/${path}${encoded === undefined ? '' : `?input=${encodeURIComponent(encoded)}`}`,
                    headers,
                  })
                : await r.app.inject({
                    method: 'POST',
                    url: `/trpc/${path}`,
                    headers: { ...headers, 'content-type': 'application/json' },
                    payload: encoded ?? '',
                  });
            expect(res.statusCode, `${encoded?.slice(0, 200)} → ${res.body}`).toBeLessThan(500);
            if (before && res.statusCode >= 400) expect(snapshot()).toEqual(before);
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
    });
  }

  it('tRPC batches and unknown procedures answer 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...JSON_PROCEDURES, 'nope', 'auth', '__proto__'), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.dictionary(fc.constantFrom('0', '1', '2', '3', 'x', '-1'), fuzzInput),
        async (paths, inputs) => {
          const res = await r.app.inject({
            method: 'GET',
            url: `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });

  /** A part of a generated form: text, odd bytes with image names, or a real image. */
  const part = fc.oneof(
    fc.string({ maxLength: 50 }),
    fc
      .tuple(
        fc.uint8Array({ maxLength: 256 }),
        fc.constantFrom('a.jpg', 'b.png', '../../x.jpg', '', 'c.webp', 'd.svg'),
        fc.constantFrom('image/jpeg', 'image/png', 'text/html', '', 'application/octet-stream'),
      )
      .map(([bytes, name, type]) => new File([bytes], name, { type })),
    fc
      .constant(null)
      .map(() => new File([new Uint8Array(image)], 'cat.jpg', { type: 'image/jpeg' })),
  );
  const formInput = fc.record({
    data: fc.option(
      fc.oneof(
        fuzzInput.map((v) => JSON.stringify(v) ?? 'undefined'),
        fc.string({ maxLength: 100 }),
      ),
      { freq: 6 },
    ),
    parts: fc.array(
      fc.tuple(
        fc.constantFrom('photo', 'additionalPhotos', 'photos', 'profilePicture', 'data', 'x'),
        part,
      ),
      { maxLength: 4 },
    ),
  });

  for (const path of FORM_PROCEDURES) {
    it(`tRPC ${path} (FormData): no 500, refused writes store nothing`, async () => {
      const [group, name] = path.split('.') as [string, string];
      await fc.assert(
        fc.asyncProperty(formInput, fc.boolean(), async ({ data, parts }, signedIn) => {
          const form = new FormData();
          if (data !== null) form.append('data', data);
          for (const [field, value] of parts) form.append(field, value);
          const caller = createCaller(contextOf(signedIn ? owner : null)) as unknown as Record<
            string,
            Record<string, (input: unknown) => Promise<unknown>>
          >;
          const before = snapshot();
          try {
            await caller[group]![name]!(form);
          } catch (error) {
            expect(error).toBeInstanceOf(TRPCError);
            expect((error as TRPCError).code, String(error)).not.toBe('INTERNAL_SERVER_ERROR');
            expect(snapshot()).toEqual(before);
          }
        }),
        { numRuns: FORM_RUNS, seed: SEED },
      );
    });
  }
});

describe('fuzzing a sample of REST paths', () => {
  const query = fc
    .array(fc.tuple(fc.constantFrom(...KEYS), fc.string({ maxLength: 30 })), { maxLength: 6 })
    .map((pairs) => new URLSearchParams(pairs).toString());
  const segment = fc.oneof(
    fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
    fc.constantFrom('%2e%2e', '..%2f..%2fetc', '%00', 'null', '0'.repeat(24), 'x'.repeat(300)),
    fc.constant(null).map(() => cat.id),
  );
  const routes: readonly [string, (s: string, q: string) => string][] = [
    ['GET', (_s, q) => `/api/cats?${q}`],
    ['GET', (_s, q) => `/cats/nearby?${q}`],
    ['GET', (_s, q) => `/api/users/ranking?${q}`],
    ['GET', (_s, q) => `/api/checkins/user?${q}`],
    ['GET', (s) => `/api/cats/${s}`],
    ['GET', (s) => `/avatars/${s}`],
    ['GET', (s) => `/uploads/${s}`],
    ['DELETE', (s) => `/api/cats/${s}`],
    ['DELETE', (s) => `/users/favorites/${s}`],
    ['PUT', (s) => `/api/cats/${s}`],
    ['POST', () => '/api/auth/login'],
    ['POST', () => '/auth/register'],
    ['POST', () => '/api/users/favorites'],
    ['PUT', () => '/api/users/profile'],
    ['PUT', () => '/users/profile/avatar'],
    ['POST', () => '/api/checkins'],
    ['POST', () => '/api/cats'],
  ];

  it('answers no 5xx and refused writes change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        segment,
        query,
        fuzzInput,
        fc.option(rawBody, { freq: 5 }),
        fc.boolean(),
        async ([method, url], s, q, body, raw, signedIn) => {
          const before = snapshot();
          const res = await r.app.inject({
            method: method as 'GET',
            url: url(s, q),
            headers: {
              ...(signedIn ? { 'x-auth-token': ownerToken } : {}),
              ...(method === 'GET' || method === 'DELETE'
                ? {}
                : { 'content-type': 'application/json' }),
            },
            ...(method === 'GET' || method === 'DELETE'
              ? {}
              : { payload: raw ?? JSON.stringify(body) ?? '' }),
          });
          expect(res.statusCode, `${method} ${url(s, q)} → ${res.body}`).toBeLessThan(500);
          if (method !== 'GET' && res.statusCode >= 400) expect(snapshot()).toEqual(before);
        },
      ),
      { numRuns: RUNS * 10, seed: SEED },
    );
  });
});
