import {
  fastifyRequestHandler,
  type FastifyTRPCPluginOptions,
} from '@trpc/server/adapters/fastify';
import {
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyProcedure,
  type TRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../context.js';
import { AnswerCache } from './answer-cache.js';
import type { ProcedureMeta } from './init.js';
import type { AppRouter } from './router.js';

type TrpcOptions = FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];

export interface TrpcPluginOptions {
  router: AppRouter;
  createContext: (req: FastifyRequest) => Promise<Context>;
  onError: NonNullable<TrpcOptions['onError']>;
  /** Changes with every write to the database, by this process or another. */
  dataVersion: () => string;
}

/** About 8 MB of answers kept for anonymous callers (see AnswerCache). */
const ANSWER_CACHE_CHARS = 8_000_000;
/** Stands for a cached answer when the status is worked out: it was a success. */
const CACHED: TRPCResponse = { result: { data: null } };

interface QueryCall {
  path: string;
  procedure: AnyProcedure;
  input: unknown;
}

/**
 * The calls of a plain JSON GET of queries (single or batched, as httpBatchLink sends them), or
 * null for anything else: mutations, unknown paths, streaming, bad JSON and other cases that the
 * tRPC adapter answers (with its own errors) before any procedure runs.
 */
async function queryCallsOf(
  router: AppRouter,
  request: FastifyRequest<{ Params: { path: string } }>,
): Promise<{ calls: QueryCall[]; isBatch: boolean } | null> {
  if (request.method !== 'GET') return null;
  const { headers } = request;
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl')) {
    return null;
  }
  const type = headers['content-type'];
  if (type !== undefined && type.split(';', 1)[0]?.trim().toLowerCase() !== 'application/json') {
    return null;
  }
  const query = request.url.indexOf('?');
  // The same parser as the tRPC adapter, so both read the same input.
  const params = new URLSearchParams(query < 0 ? '' : request.url.slice(query + 1));
  if (params.has('connectionParams')) return null;
  const isBatch = params.get('batch') === '1';
  let fullPath: string;
  let inputs: unknown;
  try {
    fullPath = decodeURIComponent(request.params.path);
    const raw = params.get('input');
    inputs = raw ? JSON.parse(raw) : undefined;
  } catch {
    return null;
  }
  const paths = isBatch ? fullPath.split(',') : [fullPath];
  const isObject = typeof inputs === 'object' && inputs !== null && !Array.isArray(inputs);
  if (isBatch && inputs !== undefined && !isObject) return null;
  const calls: QueryCall[] = [];
  for (const [index, path] of paths.entries()) {
    const procedure = await getProcedureAtPath(router, path);
    if (procedure?._def.type !== 'query') return null;
    const input = isBatch ? (inputs as Record<number, unknown> | undefined)?.[index] : inputs;
    const { transformer } = router._def._config;
    calls.push({
      path,
      procedure,
      input: input === undefined ? undefined : transformer.input.deserialize(input),
    });
  }
  return { calls, isBatch };
}

/**
 * tRPC over Fastify. Plain JSON GETs of queries, which are most of the traffic, are answered here
 * with tRPC's own procedure call, error shape and status rules but without the Fetch API
 * Request/Response objects and web streams of the stock adapter, which cost more than most
 * queries themselves. Everything else goes to the stock adapter. Tested for identical answers in
 * fastify-plugin.test.ts. Anonymous answers of `anonymousCache` queries are reused until the
 * next write: many people open the map at the same default place (no location permission).
 */
/** Register with a `prefix` (as `/trpc`): the routes are `<prefix>/:path`. */
export function trpcPlugin(app: FastifyInstance, options: TrpcPluginOptions, done: () => void) {
  const { router, onError } = options;
  const config = router._def._config;
  const cache = new AnswerCache(ANSWER_CACHE_CHARS);
  // As the stock plugin: tRPC reads the bodies itself.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, next) => {
    next(null, body);
  });
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', {}, (_req, body, next) => {
    next(null, body);
  });

  const trpcOptions: TrpcOptions = {
    router,
    createContext: ({ req }) => options.createContext(req),
    onError,
  };

  app.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
    const queries = await queryCallsOf(router, request);
    if (queries) return answerQueries(request, reply, queries.calls, queries.isBatch);
    await fastifyRequestHandler({
      ...trpcOptions,
      req: request,
      res: reply,
      path: request.params.path,
    });
  });

  async function answerQueries(
    request: FastifyRequest,
    reply: FastifyReply,
    calls: QueryCall[],
    isBatch: boolean,
  ) {
    let ctx: Context | undefined;
    let ctxError: unknown;
    try {
      ctx = await options.createContext(request);
    } catch (cause) {
      ctxError = cause;
    }
    const cacheable = (procedure: AnyProcedure) =>
      ctx?.user === null && (procedure._def.meta as ProcedureMeta | undefined)?.anonymousCache;
    // Read only when an answer may come from the cache (two statements).
    const version = calls.some((call) => cacheable(call.procedure)) ? options.dataVersion() : null;
    const answers = await Promise.all(
      calls.map(async ({ path, procedure, input }, batchIndex) => {
        const key =
          version !== null && cacheable(procedure) ? `${path}:${JSON.stringify(input)}` : null;
        const hit = key === null ? undefined : cache.get(version!, key);
        if (hit !== undefined) return { response: CACHED, json: hit };
        let response: TRPCResponse;
        try {
          if (!ctx) throw ctxError;
          const data: unknown = await procedure({
            path,
            getRawInput: () => Promise.resolve(input),
            ctx,
            type: 'query',
            // No procedure of this app reads the abort signal.
            signal: undefined,
            batchIndex,
          });
          response = { result: { data } };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          onError({ error, path, input, ctx, type: 'query', req: request });
          response = { error: getErrorShape({ config, error, type: 'query', path, input, ctx }) };
        }
        const json = JSON.stringify(transformTRPCResponse(config, response));
        if (key !== null && 'result' in response) cache.set(version!, key, json);
        return { response, json };
      }),
    );
    // JSON.stringify of the whole answer, from the parts.
    const body = isBatch ? `[${answers.map((a) => a.json).join(',')}]` : answers[0]!.json;
    const status = getHTTPStatusCode(answers.map((a) => a.response));
    return reply
      .code(status)
      .header('vary', 'trpc-accept, accept')
      .header('content-type', 'application/json')
      .send(body);
  }

  done();
}
