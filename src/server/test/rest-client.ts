import { readdirSync } from 'node:fs';
import { expect } from 'vitest';
import { offsetPoint } from '../../shared/geo.js';
import type { User } from '../db/schema.js';
import { createTestApp, type HarnessOptions, type JsonBody } from './harness.js';
import { buildOpenApiDocument } from '../rest/openapi.js';
import { restRoutes } from '../rest/routes.js';
import { errorBody } from '../rest/schemas.js';
import { openApiResponseChecker, type OpenApiDocument } from './openapi-responses.js';
import { picture } from './photo-images.js';

/** Every answer of a REST operation is checked against the OpenAPI document (docs/rest-api.md). */
const documented = openApiResponseChecker(
  JSON.parse(JSON.stringify(buildOpenApiDocument(restRoutes))) as OpenApiDocument,
);

/** Every path is served under /api and without it. */
export const PREFIXES = ['/api', ''] as const;

/** Where test cats live (São Paulo). */
export const HOME = { latitude: -23.5505, longitude: -46.6333 } as const;
export const homePoint = (address = 'Praça da Sé') =>
  JSON.stringify({ type: 'Point', coordinates: [HOME.longitude, HOME.latitude], address });

/** A real image as big as a cat's photo must be; each seed gives another picture and width. */
export const photo = (seed = 0, format: 'jpeg' | 'png' = 'jpeg') => {
  const base = picture(seed + 1000, 400 + seed);
  return (format === 'jpeg' ? base.jpeg() : base.png()).toBuffer();
};

export const file = (bytes: Buffer | string, name = 'photo.jpg', type = 'image/jpeg') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

type FormValue = string | File;

/** A multipart form: arrays become repeated parts under the same name; undefined is left out. */
export function form(fields: Record<string, FormValue | FormValue[] | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

/** The add-cat form of the original client (multipart fields), with overrides. */
export async function catFields(
  over: Record<string, FormValue | FormValue[]> = {},
): Promise<Record<string, FormValue | FormValue[]>> {
  return {
    name: 'Mingau',
    description: 'Branco, dorme na praça',
    color: 'Branco',
    health: 'Bom',
    estimatedAge: 'Adulto',
    gender: 'Macho',
    isSterilized: 'true',
    isVaccinated: 'false',
    location: homePoint(),
    photo: file(await photo(1)),
    personalityTraits: ['Carinhoso', 'Calmo'],
    needs: ['Comida'],
    needsDescription: '',
    ...over,
  };
}

export const pointJson = (latitude: number, longitude: number) =>
  JSON.stringify({ type: 'Point', coordinates: [longitude, latitude] });

/** A check-in 10 m from HOME, actions and needs as JSON text, as the original client sends them. */
export const checkinFields = (
  catId: string,
  over: Record<string, FormValue | FormValue[]> = {},
) => {
  const near = offsetPoint(HOME.latitude, HOME.longitude, 10, 0);
  return {
    catId,
    location: pointJson(near.latitude, near.longitude),
    actions: JSON.stringify(['Alimentou', 'Deu água']),
    actionsDescription: 'Ração e água fresca',
    healthStatus: 'Bom',
    needs: JSON.stringify(['Abrigo']),
    needsDescription: 'Chove muito',
    ...over,
  };
};

/** One field of each item of a JSON list (answers are untyped JSON). */
export const pluck = (list: unknown, key: string): unknown[] =>
  (list as Record<string, unknown>[]).map((item) => item[key]);

export interface CallOptions {
  token?: string;
  bearer?: boolean;
  json?: unknown;
  form?: FormData;
  /** A raw body with its content type. */
  raw?: { type: string; body: string | Buffer };
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: JsonBody;
  headers: Record<string, unknown>;
}

/** The headers and body of a call as a client sends them: its token, then JSON, a form or raw. */
export async function requestOf(opts: CallOptions) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) {
    if (opts.bearer) headers.authorization = `Bearer ${opts.token}`;
    else headers['x-auth-token'] = opts.token;
  }
  let payload: string | Buffer | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(opts.json);
  } else if (opts.form) {
    const encoded = new Response(opts.form);
    headers['content-type'] = encoded.headers.get('content-type')!;
    payload = Buffer.from(await encoded.arrayBuffer());
  } else if (opts.raw) {
    headers['content-type'] = opts.raw.type;
    payload = opts.raw.body;
  }
  return { headers, payload };
}

/** The real app on a fresh in-memory database, called over HTTP (inject) only. */
export async function createRestApp(options: HarnessOptions = {}) {
  const t = await createTestApp(options);

  async function call(method: string, url: string, opts: CallOptions = {}): Promise<Answer> {
    const { headers, payload } = await requestOf(opts);
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    if (documented.serves(method, url)) {
      const answer = { status: res.statusCode, headers: res.headers, body: res.body };
      expect(documented.check(method, url, answer), 'as the OpenAPI document says').toEqual([]);
    }
    const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
    const body: JsonBody = isJson && res.body ? res.json<JsonBody>() : {};
    return { status: res.statusCode, body, headers: res.headers };
  }

  /** A user (named Ana unless told otherwise) and a token for them. */
  async function signIn(fields: Partial<User> = {}) {
    const user = t.createUser({ name: 'Ana', ...fields });
    return { user, token: await t.tokenFor(user) };
  }

  /** A cat registered through POST /api/cats (the add-cat form, with overrides): its body. */
  async function registerCat(token: string, over: Parameters<typeof catFields>[0] = {}) {
    const res = await call('POST', '/api/cats', { token, form: form(await catFields(over)) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  return {
    ...t,
    call,
    signIn,
    registerCat,
    get: (url: string, opts?: CallOptions) => call('GET', url, opts),
    post: (url: string, opts?: CallOptions) => call('POST', url, opts),
    put: (url: string, opts?: CallOptions) => call('PUT', url, opts),
    del: (url: string, opts?: CallOptions) => call('DELETE', url, opts),
    /** Photo files written to the uploads folder. */
    storedFiles: () =>
      readdirSync(t.uploadsDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
        f.endsWith('.webp'),
      ),
  };
}
export type RestApp = Awaited<ReturnType<typeof createRestApp>>;

/**
 * Asserts the answer has this status and the shape the OpenAPI document gives for it (the
 * operation's success schema, or the error body): the same zod schemas generate the document.
 */
export function expectDocumented(operationId: string, answer: Answer, status: number) {
  const route = restRoutes.find((r) => r.operationId === operationId);
  if (!route) throw new Error(`no REST route ${operationId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (status === route.response.status) {
    route.response.schema.parse(answer.body);
  } else {
    expect(route.errors as readonly number[]).toContain(status);
    errorBody.parse(answer.body);
  }
  return answer.body;
}
