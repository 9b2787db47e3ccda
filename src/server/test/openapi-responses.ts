import { createRequire } from 'node:module';
import type {
  IOpenAPIResponseValidator as Validator,
  OpenAPIResponseValidatorArgs as ValidatorArgs,
} from 'openapi-response-validator';

// A CommonJS module whose class is its `default` export.
const OpenAPIResponseValidator = (
  createRequire(import.meta.url)('openapi-response-validator') as {
    default: new (args: ValidatorArgs) => Validator;
  }
).default;

/** An answer as it came over HTTP: the body is the text sent (JSON or not). */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

interface Header {
  required?: boolean;
  schema?: { type?: string; minimum?: number };
}
interface Response {
  $ref?: string;
  headers?: Record<string, Header>;
  content?: Record<string, { schema: object }>;
}
interface Operation {
  responses: Record<string, Response>;
}
type PathItem = Record<string, Operation | { url: string }[]> & { servers?: { url: string }[] };
export interface OpenApiDocument {
  servers: { url: string }[];
  paths: Record<string, PathItem>;
  components: { responses: Record<string, Response> } & Record<string, unknown>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** zod writes `format: date-time` for ISO timestamps; the validator knows no formats of its own. */
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i;
const customFormats = {
  'date-time': (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)),
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Checks answers against an OpenAPI document, as a client reading only the document would: the
 * operation of the method and path (under the servers the document gives that path), the status
 * among its responses, the content type, the required headers, and the body against the schema
 * (openapi-response-validator, which compiles the response schema with Ajv).
 */
export function openApiResponseChecker(document: OpenApiDocument) {
  const operations: { method: string; pattern: RegExp; params: number; op: Operation }[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const { url } of item.servers ?? document.servers) {
      const prefix = url === '/' ? '' : url;
      const source = (prefix + path)
        .split(/\{\w+\}/)
        .map(escape)
        .join('[^/]+');
      const pattern = new RegExp(`^${source}$`);
      for (const [method, op] of Object.entries(item)) {
        if (!METHODS.has(method)) continue;
        const params = path.split('{').length - 1;
        operations.push({ method: method.toUpperCase(), pattern, params, op: op as Operation });
      }
    }
  }
  const validators = new Map<string, Validator>();

  const resolve = (response: Response): Response => {
    const name = response.$ref?.replace('#/components/responses/', '');
    return name ? document.components.responses[name]! : response;
  };

  /** The document's operation for this method and path (a literal path wins over a template). */
  const operationOf = (method: string, url: string) => {
    const path = url.split('?')[0]!;
    return operations
      .filter((o) => o.method === method && o.pattern.test(path))
      .sort((a, b) => a.params - b.params)[0];
  };

  /** What in the answer the document does not describe; empty when it all matches. */
  function check(method: string, url: string, answer: RawAnswer): string[] {
    const call = `${method} ${url} → ${answer.status}`;
    const found = operationOf(method, url);
    if (!found) {
      return [`${call}: no operation of the document serves ${method} ${url.split('?')[0]!}`];
    }
    const documented = found.op.responses[answer.status] ?? found.op.responses.default;
    if (!documented) return [`${call}: status ${answer.status} is not documented`];
    const response = resolve(documented);
    const problems: string[] = [];

    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = answer.headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required) problems.push(`${call}: no ${name} header`);
        continue;
      }
      if (header.schema?.type === 'integer') {
        const n = Number(value);
        if (!Number.isInteger(n) || n < (header.schema.minimum ?? -Infinity)) {
          problems.push(`${call}: ${name} header ${String(value)} is not as documented`);
        }
      }
    }

    const type = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (!response.content) {
      if (answer.body !== '') problems.push(`${call}: a body where the document has none`);
      return problems;
    }
    const content = response.content[type];
    if (!content) {
      const types = Object.keys(response.content).join(', ');
      return [...problems, `${call}: content type "${type}", documented: ${types}`];
    }
    let body: unknown = answer.body;
    if (type === 'application/json') {
      try {
        body = JSON.parse(answer.body);
      } catch {
        return [...problems, `${call}: the body is not JSON`];
      }
    }
    const key = `${method} ${found.pattern.source} ${answer.status} ${type}`;
    let validator = validators.get(key);
    if (!validator) {
      validator = new OpenAPIResponseValidator({
        responses: { [answer.status]: { content: { [type]: content } } },
        components: document.components,
        customFormats,
      } as unknown as ValidatorArgs);
      validators.set(key, validator);
    }
    const invalid = validator.validateResponse(String(answer.status), body);
    for (const error of invalid?.errors ?? []) {
      const { path: at, message } = error as { path: string; message: string };
      problems.push(`${call}: ${at || 'body'} ${message}`);
    }
    return problems;
  }

  return { check, serves: (method: string, url: string) => operationOf(method, url) !== undefined };
}
