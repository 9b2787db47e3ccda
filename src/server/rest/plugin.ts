import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createContext, type Context } from '../context.js';
import { fail } from '../lib/app-error.js';
import { privateAnswersPlugin } from '../plugins/private-answers.js';
import { createCaller } from '../trpc/router.js';
import { renameFields, restError, unauthorized, unsupportedMediaType } from './errors.js';
import { MULTIPART_LIMITS, readMultipart, toFormData } from './multipart.js';
import { forRestClients } from './compat.js';
import { buildOpenApiDocument } from './openapi.js';
import { queryFields, type QueryField } from './openapi-schemas.js';
import { BOTH_PREFIXES, type Call } from './route.js';
import { restRoutes } from './routes.js';

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The query as the procedure takes it: documented names mapped back, numbers read. */
function procedureQuery(fields: QueryField[], query: unknown): Record<string, unknown> {
  const input: Record<string, unknown> = { ...(query as Record<string, unknown>) };
  for (const { field, name, numeric } of fields) {
    if (name !== field && name in input) {
      if (!(field in input)) input[field] = input[name];
      delete input[name];
    }
    const value = input[field];
    if (numeric && typeof value === 'string' && NUMBER.test(value.trim())) {
      input[field] = Number(value);
    }
  }
  return input;
}

function jsonBody(request: FastifyRequest): unknown {
  const type = request.headers['content-type'];
  if (type === undefined && request.body === undefined) return {};
  const essence = type?.split(';')[0]?.trim().toLowerCase();
  if (request.isMultipart() || essence !== 'application/json') throw unsupportedMediaType();
  return request.body;
}

/**
 * The REST shim for the original app's clients: every route builds the
 * request's tRPC context and calls its procedure through createCaller, so logic, auth and
 * validation exist once; a TRPCError becomes {msg, errors?} with the matching HTTP status.
 */
export async function restPlugin(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // `METHOD url` of the routes that need a token.
  const privateRoutes = new Set<string>();
  await app.register(privateAnswersPlugin, {
    isPrivate: ({ method, routeOptions }) =>
      privateRoutes.has(`${method === 'HEAD' ? 'GET' : method} ${routeOptions.url}`),
  });
  // Built on the first request for it, not at startup.
  let document: object | undefined;
  const openApiDocument = () => (document ??= buildOpenApiDocument(restRoutes));

  for (const route of restRoutes) {
    const { handle } = route;
    if (!handle) continue; // served by plugins/health.ts, documented here
    const fields = route.query ? queryFields(route.query) : [];
    const renamed = new Map(fields.filter((f) => f.name !== f.field).map((f) => [f.field, f.name]));

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      let ctx: Context | undefined;
      try {
        ctx = await createContext(app.deps, request.headers, request.ip, {
          setHeader: (name, value) => void reply.header(name, value),
          secure: request.protocol === 'https',
        });
        // Refused before an anonymous upload is read, as the procedure would (403 for an account
        // awaiting approval); the procedure checks again.
        if (route.multipart && route.auth === 'required' && !ctx.user) {
          throw ctx.pendingUser ? fail('FORBIDDEN', 'accountPending') : unauthorized(ctx);
        }
        const call: Call = {
          caller: createCaller(ctx),
          ctx,
          request,
          params: request.params as Record<string, string>,
          query: procedureQuery(fields, request.query),
          json: () => jsonBody(request),
          form: async (spec, extra) => {
            if (!request.isMultipart()) throw unsupportedMediaType();
            return toFormData(await readMultipart(request), spec, extra);
          },
          document: openApiDocument,
        };
        if (route.produces === 'text/csv') {
          const file = (await handle(call)) as { filename: string; csv: string };
          return reply
            .code(route.response.status)
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${file.filename}"`)
            .send(file.csv);
        }
        const result = forRestClients(await handle(call));
        return reply.code(route.response.status).send(result);
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        const named = renamed.size
          ? renameFields(error, (path) =>
              path.length ? [renamed.get(String(path[0])) ?? path[0]!, ...path.slice(1)] : path,
            )
          : error;
        const { status, body } = restError(named, ctx);
        if (status >= 500) request.log.error({ err: error.cause ?? error }, 'rest call failed');
        return reply.code(status).send(body);
      }
    };

    for (const prefix of route.prefixes ?? BOTH_PREFIXES) {
      const url = prefix + route.path.replace(/\{(\w+)\}/g, ':$1');
      if (route.auth === 'required') privateRoutes.add(`${route.method} ${url}`);
      app.route({ method: route.method, url, handler });
    }
  }
}
