import { APP_VERSION, LOCALES } from '../../shared/constants.js';
import { ERROR_RESPONSES, errorStatuses } from './openapi-errors.js';
import {
  componentSchemas,
  inputSchema,
  multipartContent,
  queryFields,
  responseSchema,
  schemaRef,
  type JsonSchema,
} from './openapi-schemas.js';
import { BOTH_PREFIXES, type Prefix, type RestRoute } from './route.js';

const LANG = {
  name: 'x-lang',
  in: 'header',
  required: false,
  description: 'Language of messages; without it, Accept-Language decides (default pt-BR).',
  schema: { type: 'string', enum: [...LOCALES] },
};

const AUTH = [{ authToken: [] }, { bearerAuth: [] }];

const server = (prefix: Prefix) =>
  prefix === '/api'
    ? { url: '/api', description: 'The /api family' }
    : { url: '/', description: 'The same paths without /api, as older clients call them' };

function operation(route: RestRoute) {
  const parameters: JsonSchema[] = [];
  if (route.params) {
    const properties = inputSchema(route.params).properties as Record<string, JsonSchema>;
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: 'path', required: true, schema });
    }
  }
  for (const q of route.query ? queryFields(route.query) : []) {
    const notes = [
      route.query?.notes?.[q.field],
      q.name === q.field ? undefined : `Also accepted as \`${q.field}\`.`,
    ].filter(Boolean);
    parameters.push({
      name: q.name,
      in: 'query',
      required: q.required,
      schema: q.schema,
      ...(notes.length ? { description: notes.join(' ') } : {}),
    });
  }
  parameters.push({ $ref: '#/components/parameters/Lang' });

  const content: Record<string, unknown> = {};
  if (route.multipart) content['multipart/form-data'] = multipartContent(route.multipart);
  if (route.json) content['application/json'] = { schema: inputSchema(route.json) };

  const responses: Record<string, unknown> = {
    [route.response.status]: {
      description: route.response.description,
      content: route.produces
        ? { [route.produces]: { schema: { type: 'string' } } }
        : { 'application/json': { schema: responseSchema(route.response.schema) } },
    },
  };
  for (const [status, answer] of Object.entries(route.otherResponses ?? {})) {
    responses[status] = {
      description: answer.description,
      content: { 'application/json': { schema: responseSchema(answer.schema) } },
    };
  }
  for (const status of errorStatuses(route)) {
    responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  }

  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(route.procedure ? { 'x-trpc-procedure': route.procedure } : {}),
    ...(route.auth === 'required' ? { security: AUTH } : {}),
    ...(route.auth === 'optional' ? { security: [{}, ...AUTH] } : {}),
    ...(route.auth === 'none' ? { security: [] } : {}),
    parameters,
    ...(Object.keys(content).length ? { requestBody: { required: true, content } } : {}),
    responses,
  };
}

/**
 * A path's families as a path-level `servers` (Path Item Object): a path served only under /api
 * (`/notifications` without it is the web app's page) says so for all its operations at once.
 */
function pathServers(path: string, routes: readonly RestRoute[]) {
  const families = new Set(routes.map((r) => (r.prefixes ?? BOTH_PREFIXES).join(' ')));
  if (families.size > 1)
    throw new Error(`The operations of ${path} must share their path families`);
  const prefixes = routes[0]!.prefixes;
  return prefixes && prefixes.join(' ') !== BOTH_PREFIXES.join(' ')
    ? { servers: prefixes.map(server) }
    : {};
}

/** The names under `components` that `root` refers to, followed through the components. */
function usedComponents(root: unknown, components: Record<string, Record<string, unknown>>) {
  const used = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      const match =
        key === '$ref' && typeof value === 'string' && /^#\/components\/(.+)$/.exec(value);
      if (match && !used.has(match[1]!)) {
        used.add(match[1]!);
        const [kind, name] = match[1]!.split('/') as [string, string];
        visit(components[kind]?.[name]);
      } else visit(value);
    }
  };
  visit(root);
  return used;
}

/** Only what is referred to: zod's registry also names schemas of procedures REST does not serve. */
function pruned<T>(kind: string, entries: Record<string, T>, used: Set<string>) {
  return Object.fromEntries(
    Object.entries(entries).filter(([name]) => used.has(`${kind}/${name}`)),
  );
}

/** The OpenAPI 3.1 document of `routes`, generated from their zod schemas. */
export function buildOpenApiDocument(routes: readonly RestRoute[]) {
  const byPath = new Map<string, RestRoute[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, pathRoutes] of byPath) {
    const item: Record<string, unknown> = pathServers(path, pathRoutes);
    for (const route of pathRoutes) item[route.method.toLowerCase()] = operation(route);
    paths[path] = item;
  }
  const errorResponses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description, headers }) => [
      name,
      {
        description,
        ...(headers ? { headers } : {}),
        content: { 'application/json': { schema: { $ref: schemaRef('Error') } } },
      },
    ]),
  );
  const parameters = { Lang: LANG };
  const schemas = componentSchemas();
  const used = usedComponents(paths, { schemas, responses: errorResponses, parameters });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gateiros REST API',
      version: APP_VERSION,
      description:
        'The HTTP calls of the original stray-cat app, for its mobile wrapper and community ' +
        'scripts. Each call runs the same procedure as the web app (tRPC at /trpc). Every path ' +
        'is served under /api and without it. Errors answer {msg, errors?: [{param, msg}]} in ' +
        'the language of x-lang, else Accept-Language, else pt-BR.',
    },
    servers: BOTH_PREFIXES.map(server),
    tags: [
      { name: 'auth', description: 'Accounts and tokens' },
      { name: 'cats', description: 'Cats' },
      { name: 'checkins', description: 'Check-ins' },
      { name: 'users', description: 'Profile, favourites, ranking, avatars' },
      {
        name: 'notifications',
        description: 'The signed-in user\'s notifications, and "Eu vou ajudar" on a cat in need',
      },
      { name: 'moderation', description: 'Reports to the moderators' },
      { name: 'reports', description: 'Impact report for NGOs and the city (CSV)' },
      { name: 'system', description: 'Health and this document' },
    ],
    paths,
    components: {
      schemas: pruned('schemas', schemas, used),
      responses: pruned('responses', errorResponses, used),
      parameters: pruned('parameters', parameters, used),
      securitySchemes: {
        authToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}
