import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants.js';
import { createRestApp, type RestApp } from '../test/rest-client.js';

let r: RestApp;
afterEach(async () => {
  await r?.close();
});

/**
 * Routes of the app that are not the REST API: tRPC, the avatar images (also under /api), the link
 * previews' JPEG images (plugins/preview-image.ts) and the uploads folder (its /uploads/* route prints as a
 * bare `*`).
 */
const NOT_REST = [
  /^\S+ \/trpc\//,
  /^\S+ (\/api)?\/avatars\/:file$/,
  /^GET \/preview\/:file$/,
  /^GET \*$/,
];

/** "METHOD /path" of every route the app registered, read from Fastify's own route tree. */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${stack.join('')}`);
    }
  }
  return routes.filter((route) => !NOT_REST.some((pattern) => pattern.test(route))).sort();
}

interface Doc {
  servers: { url: string }[];
  paths: Record<string, { servers?: { url: string }[] } & Record<string, object>>;
}

/** "METHOD /path" of every operation of the document, under each of its path's servers. */
function documentedRoutes(doc: Doc): string[] {
  const routes: string[] = [];
  for (const [path, { servers, ...item }] of Object.entries(doc.paths)) {
    for (const method of Object.keys(item)) {
      for (const { url } of servers ?? doc.servers) {
        const prefix = url === '/' ? '' : url;
        routes.push(`${method.toUpperCase()} ${prefix}${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
  }
  return routes.sort();
}

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    r = await createRestApp();
    const res = await r.get('/api/openapi.json');
    expect(res.status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator does reject a broken document (a response that is not an object, a $ref to
    // nothing), so the check above means something.
    const broken = structuredClone(res.body);
    broken.paths['/cats'].get.responses['200'] = 'ok';
    expect((await new Validator().validate(broken)).valid).toBe(false);
    const dangling = structuredClone(res.body);
    delete dangling.components.schemas.Cat;
    expect((await new Validator().validate(dangling)).valid).toBe(false);
  });

  it('describes exactly the routes the app serves, on both path families', async () => {
    r = await createRestApp();
    const doc = (await r.get('/api/openapi.json')).body as Doc;
    expect(r.app.hasRoute({ method: 'GET', url: '/uploads/*' })).toBe(true);
    const served = registeredRoutes(r.app);
    expect(served).toEqual(documentedRoutes(doc));
    // REST routes, under the prefix the original client uses and the other one.
    for (const route of [
      'GET /auth/me',
      'GET /api/auth/me',
      'GET /auth/verify',
      'GET /cats/nearby',
      'GET /cats',
      'GET /checkins/user',
      'GET /api/users/me',
      'GET /api/cats',
      'GET /api/cats/:id',
      'POST /api/cats',
      'POST /api/checkins',
      'GET /api/users/favorites',
      'POST /api/users/favorites',
      'DELETE /api/users/favorites/:catId',
      'GET /api/users/profile',
      'PUT /api/users/profile',
      'GET /api/users/stats',
      'GET /api/users/ranking',
      'PUT /api/users/profile/avatar',
      'GET /api/avatars',
      'POST /api/auth/login',
      'POST /api/auth/register',
      'POST /api/auth/google',
      'POST /auth/google',
      'GET /health',
      'GET /api/health',
      'GET /api/openapi.json',
    ]) {
      expect(served).toContain(route);
    }
  });

  it('writes coordinates so OpenAPI 3.0 tools read them too: 2 numbers, then each in 3.1', async () => {
    r = await createRestApp();
    const doc = (await r.get('/api/openapi.json')).body;
    const coordinates = [
      doc.components.schemas.GeoPoint.properties.coordinates,
      doc.components.schemas.Cat.properties.location.properties.coordinates,
    ];
    for (const schema of coordinates) {
      expect(schema).toMatchObject({
        type: 'array',
        items: { type: 'number' },
        minItems: 2,
        maxItems: 2,
        prefixItems: [{ type: 'number' }, { type: 'number' }],
      });
    }
    expect(coordinates[0].prefixItems[1]).toMatchObject({ minimum: -90, maximum: 90 });
    expect(JSON.stringify(doc)).not.toContain('"items":false');
  });

  it('marks public operations `security: []` and keeps only the components it uses', async () => {
    r = await createRestApp();
    const doc = (await r.get('/api/openapi.json')).body;
    const publicOperations = [
      doc.paths['/auth/login'].post,
      doc.paths['/auth/register'].post,
      doc.paths['/auth/google'].post,
      doc.paths['/avatars'].get,
      doc.paths['/health'].get,
      doc.paths['/openapi.json'].get,
    ];
    for (const op of publicOperations) expect(op.security, op.operationId).toEqual([]);
    const text = JSON.stringify(doc);
    for (const kind of ['schemas', 'responses', 'parameters']) {
      for (const name of Object.keys(doc.components[kind])) {
        expect(text, `${kind}/${name}`).toContain(`"#/components/${kind}/${name}"`);
      }
    }
    // Schemas named for tRPC only (the help brief) are not in the REST document.
    expect(doc.components.schemas.HelpBrief).toBeUndefined();
  });

  it('takes its request schemas from the procedures’ zod schemas', async () => {
    r = await createRestApp();
    const doc = (await r.get('/api/openapi.json')).body;
    const register = doc.paths['/auth/register'].post.requestBody.content['application/json'];
    expect(register.schema.properties.password.minLength).toBe(LIMITS.passwordMin);
    expect(register.schema.required).toEqual(['name', 'email', 'password']);
    const cat = doc.paths['/cats'].post.requestBody.content['multipart/form-data'].schema;
    expect(cat.required).toEqual(['name', 'description', 'color', 'location', 'photo']);
    expect(cat.properties.location.contentSchema).toEqual({
      $ref: '#/components/schemas/GeoPoint',
    });
    const ranking = doc.paths['/users/ranking'].get.parameters as {
      name: string;
      schema: { enum?: string[] };
    }[];
    expect(ranking.find((p) => p.name === 'period')?.schema.enum).toEqual(['all', 'month', 'week']);
    // The ranking is public, and the caller's place a plain number.
    expect(doc.paths['/users/ranking'].get.security).toContainEqual({});
    const answer = doc.components.schemas.Ranking.properties as Record<
      string,
      { anyOf: { type: string }[] }
    >;
    for (const field of ['userRank', 'userPoints']) {
      expect(answer[field]!.anyOf.map((s) => s.type)).toEqual(['integer', 'null']);
    }
  });
});
