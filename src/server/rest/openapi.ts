import { z } from 'zod';
import { APP_VERSION, LOCALES } from '../../shared/constants.js';
import { MULTIPART_LIMITS, type FormSpec } from './multipart.js';
import {
  BOTH_PREFIXES,
  type ErrorStatus,
  type Prefix,
  type QuerySpec,
  type RestRoute,
} from './route.js';
import { geoPointField } from './schemas.js';

export type JsonSchema = Record<string, unknown>;

const schemaRef = (id: string) => `#/components/schemas/${id}`;

/** The component name a schema was given with `.meta({ id })`. */
const idOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.id;

function clean(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/**
 * zod writes a long regular expression beside format: date-time; the format says it all. A tuple
 * (coordinates) comes as `prefixItems` with `items: false`, which OpenAPI 3.0 tools reject: `items`
 * becomes the schema every member meets, so a 3.0 tool reads an array of 2 numbers and a 3.1 tool
 * still reads the members one by one.
 */
const override = ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
  if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
  const members = jsonSchema.prefixItems as JsonSchema[] | undefined;
  if (members && jsonSchema.items === false) {
    const types = new Set(members.map((m) => m.type));
    const [type] = types;
    jsonSchema.items = types.size === 1 && type !== undefined ? { type } : { anyOf: members };
  }
};

/** What a client sends, from the procedure's own input schema. */
function inputSchema(schema: z.ZodType): JsonSchema {
  return clean(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override }));
}

/** Every schema named with `.meta({ id })`: the answers of the procedures and the REST-only shapes. */
function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    io: 'output',
    uri: schemaRef,
    unrepresentable: 'any',
    override,
  });
  return Object.fromEntries(Object.entries(schemas).map(([id, s]) => [id, clean(s)]));
}

function responseSchema(schema: z.ZodType): JsonSchema {
  const id = idOf(schema);
  if (id) return { $ref: schemaRef(id) };
  if (schema instanceof z.ZodArray) {
    const item = idOf(schema.element as z.ZodType);
    if (item) return { type: 'array', items: { $ref: schemaRef(item) } };
  }
  throw new Error('A REST answer schema must be named with .meta({ id }), or be an array of one');
}

export interface QueryField {
  /** The procedure's field. */
  field: string;
  /** The query parameter clients send. */
  name: string;
  required: boolean;
  schema: JsonSchema;
  /** A number in the schema: the query's text is read as one before the call. */
  numeric: boolean;
}

export function queryFields(spec: QuerySpec): QueryField[] {
  const json = inputSchema(spec.schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([field, schema]) => ({
    field,
    name: spec.rename?.[field] ?? field,
    required: required.has(field),
    schema,
    numeric: schema.type === 'integer' || schema.type === 'number',
  }));
}

const MB = 1024 * 1024;

function multipartContent(spec: FormSpec) {
  const json = inputSchema(spec.data);
  const properties = { ...(json.properties as Record<string, JsonSchema>) };
  const omitted = new Set(spec.omit ?? []);
  const required = ((json.required ?? []) as string[]).filter((f) => !omitted.has(f));
  for (const field of omitted) delete properties[field];
  for (const field of spec.geo ?? []) {
    properties[field] = {
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { $ref: schemaRef(idOf(geoPointField)!) },
      description:
        'A GeoJSON point as JSON text: {"type":"Point","coordinates":[longitude,latitude],"address":"…"}.',
    };
  }
  for (const field of spec.lists ?? []) {
    properties[field] = {
      ...properties[field],
      description: `Repeated parts named ${field} or ${field}[], or one part holding a JSON array.`,
    };
  }
  for (const field of spec.optional ?? []) {
    properties[field] = { ...properties[field], description: 'Empty or absent: the default.' };
  }
  const encoding: Record<string, { contentType: string }> = {};
  for (const [name, file] of Object.entries(spec.files)) {
    const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
    const description = `${file.description} JPEG, PNG or WebP (the bytes decide), at most ${
      MULTIPART_LIMITS.fileSize / MB
    } MB each; also accepted as ${name}[].`;
    properties[name] = file.multiple
      ? { type: 'array', items: binary, description }
      : { ...binary, description };
    if (file.required) required.push(name);
    encoding[name] = { contentType: 'image/jpeg, image/png, image/webp, application/octet-stream' };
  }
  return {
    schema: {
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      description:
        `At most ${MULTIPART_LIMITS.parts} parts, ${MULTIPART_LIMITS.files} files and ` +
        `${MULTIPART_LIMITS.fieldSize / 1024} KB per text field. Booleans as 'true' / 'false'.`,
    },
    encoding,
  };
}

const retryAfter = (description: string) => ({
  description,
  schema: { type: 'integer', minimum: 1 },
});

/** The error answers, each {msg, errors?} (the Error schema). */
const ERROR_RESPONSES: Record<
  ErrorStatus,
  { name: string; description: string; headers?: object }
> = {
  400: {
    name: 'BadRequest',
    description:
      'Invalid input: `errors` names each field, in the caller language; or a body that is not ' +
      'the JSON it says it is.',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No valid token (x-auth-token or Authorization: Bearer); `reason` is `signedOut` when the ' +
      "token's session was ended elsewhere rather than expired.",
  },
  403: {
    name: 'Forbidden',
    description: 'Not allowed for this user, or an account awaiting approval.',
  },
  404: { name: 'NotFound', description: 'Not found.' },
  409: {
    name: 'Conflict',
    description:
      'The e-mail is already registered (register), the item was already reported (reports), ' +
      'the caller is already on the way or the cat needs no help now ("Eu vou ajudar"), or the ' +
      '`clientId` was already sent with other fields or photos (check-ins, cats).',
  },
  411: {
    name: 'LengthRequired',
    description:
      'A multipart body without Content-Length: every multipart body, on any path, is checked ' +
      'against its declared size before it is read.',
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'A file over 10 MB, too many parts, or a body over the size limit.',
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'Wrong content type, or a file that is not an image.',
  },
  429: {
    name: 'TooManyRequests',
    description:
      'Over a limit: the account\'s writes of this kind (cats, check-ins, reports, "Eu vou ' +
      'ajudar") or the login and registration attempts; `msg` says which, in the caller language.',
    headers: {
      'Retry-After': {
        ...retryAfter(
          'Seconds until the limit lets the call through. Sent with every refusal: the write ' +
            'limits, the login wait and the registrations per address.',
        ),
        required: true,
      },
    },
  },
  503: {
    name: 'UploadsBusy',
    description: 'Too many uploads at once; try again after Retry-After seconds.',
    headers: { 'Retry-After': { ...retryAfter('Seconds to wait.'), required: true } },
  },
};

/** Answers of every path: the multipart size check runs before any route (upload-size-guard). */
const ANY_PATH_ERRORS: readonly ErrorStatus[] = [411, 413];
/** Fastify reads the body of any method but GET before the route: bad JSON, an unknown type. */
const BODY_ERRORS: readonly ErrorStatus[] = [400, 415];

/** The error statuses the document gives a route: its own and those of every route like it. */
export function errorStatuses(route: RestRoute): ErrorStatus[] {
  const statuses = new Set([
    ...route.errors,
    ...ANY_PATH_ERRORS,
    ...(route.method === 'GET' ? [] : BODY_ERRORS),
    ...(route.multipart ? [503 as const] : []),
  ]);
  return [...statuses].sort((a, b) => a - b);
}

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
