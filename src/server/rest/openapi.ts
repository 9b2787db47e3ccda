import { z } from 'zod';
import { APP_VERSION, LOCALES } from '../../shared/constants.js';
import { MULTIPART_LIMITS, type FormSpec } from './multipart.js';
import { BOTH_PREFIXES, type Prefix, type QuerySpec, type RestRoute } from './route.js';
import { geoPointField } from './schemas.js';

export type JsonSchema = Record<string, unknown>;

const schemaRef = (id: string) => `#/components/schemas/${id}`;

/** The component name a schema was given with `.meta({ id })`. */
const idOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.id;

function clean(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

// zod writes a long regular expression beside format: date-time; the format says it all.
const override = ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
  if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
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

const ERROR_RESPONSES = {
  400: ['BadRequest', 'Invalid input: `errors` names each field, in the caller language.'],
  401: [
    'Unauthorized',
    'No valid token (x-auth-token or Authorization: Bearer); `reason` is `signedOut` when the ' +
      "token's session was ended elsewhere rather than expired.",
  ],
  403: ['Forbidden', 'Not allowed for this user.'],
  404: ['NotFound', 'Not found.'],
  409: [
    'Conflict',
    'The e-mail is already registered (register), or the `clientId` was already sent with other ' +
      'fields or photos (check-ins, cats).',
  ],
  413: ['PayloadTooLarge', 'A file over 10 MB, or too many parts.'],
  415: ['UnsupportedMediaType', 'Wrong content type, or a file that is not an image.'],
  429: ['TooManyRequests', 'Too many attempts; wait a few minutes.'],
} as const;

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
  for (const status of route.errors) {
    responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` };
  }

  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(route.procedure ? { 'x-trpc-procedure': route.procedure } : {}),
    ...(route.auth === 'required' ? { security: AUTH } : {}),
    ...(route.auth === 'optional' ? { security: [{}, ...AUTH] } : {}),
    ...(route.prefixes ? { servers: route.prefixes.map(server) } : {}),
    parameters,
    ...(Object.keys(content).length ? { requestBody: { required: true, content } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of `routes`, generated from their zod schemas. */
export function buildOpenApiDocument(routes: readonly RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  const errorResponses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(([name, description]) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: schemaRef('Error') } } } },
    ]),
  );
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
      schemas: componentSchemas(),
      responses: errorResponses,
      parameters: {
        Lang: {
          name: 'x-lang',
          in: 'header',
          required: false,
          description: 'Language of messages; without it, Accept-Language decides (default pt-BR).',
          schema: { type: 'string', enum: [...LOCALES] },
        },
      },
      securitySchemes: {
        authToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}
