/** The OpenAPI document's schemas, from the procedures' zod schemas and the REST forms. */
import { z } from 'zod';
import { MULTIPART_LIMITS, type FormSpec } from './multipart.js';
import type { QuerySpec } from './route.js';
import { geoPointField } from './schemas.js';

export type JsonSchema = Record<string, unknown>;

export const schemaRef = (id: string) => `#/components/schemas/${id}`;

/** The component name a schema was given with `.meta({ id })`. */
export const idOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.id;

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
export function inputSchema(schema: z.ZodType): JsonSchema {
  return clean(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override }));
}

/** Every schema named with `.meta({ id })`: the answers of the procedures and the REST-only shapes. */
export function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    io: 'output',
    uri: schemaRef,
    unrepresentable: 'any',
    override,
  });
  return Object.fromEntries(Object.entries(schemas).map(([id, s]) => [id, clean(s)]));
}

export function responseSchema(schema: z.ZodType): JsonSchema {
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

export function multipartContent(spec: FormSpec) {
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
