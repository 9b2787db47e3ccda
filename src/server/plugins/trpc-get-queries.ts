import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  transformTRPCResponse,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Context } from '../context.js';
import type { AppRouter } from '../trpc/router.js';

export interface GetQueriesOptions {
  router: AppRouter;
  createContext: (req: FastifyRequest) => Promise<Context>;
  onError: (opts: { error: ReturnType<typeof getTRPCErrorFromUnknown>; path: string }) => void;
}

interface QueryCall {
  path: string;
  input: unknown;
}

/**
 * The calls of a plain JSON GET of queries (single or batched, as httpBatchLink sends them), or
 * null for anything else (mutations, unknown paths, streaming, bad JSON), which the stock adapter
 * answers with its own errors.
 */
function queryCallsOf(router: AppRouter, request: FastifyRequest) {
  const { headers } = request;
  if (request.method !== 'GET') return null;
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl')) {
    return null;
  }
  const type = headers['content-type'];
  if (type !== undefined && type.split(';', 1)[0]?.trim().toLowerCase() !== 'application/json') {
    return null;
  }
  const query = request.url.indexOf('?');
  // The same parser as the adapter, so both read the same input.
  const params = new URLSearchParams(query < 0 ? '' : request.url.slice(query + 1));
  if (params.has('connectionParams')) return null;
  const isBatch = params.get('batch') === '1';
  let paths: string[];
  let inputs: unknown;
  try {
    const fullPath = decodeURIComponent((request.params as { path: string }).path);
    paths = isBatch ? fullPath.split(',') : [fullPath];
    const raw = params.get('input');
    inputs = raw ? JSON.parse(raw) : undefined;
  } catch {
    return null;
  }
  const isObject = typeof inputs === 'object' && inputs !== null && !Array.isArray(inputs);
  if (isBatch && inputs !== undefined && !isObject) return null;
  // Keyed by the full dotted path at runtime (typed as the nested record).
  const procedures = router._def.procedures as unknown as Record<
    string,
    { _def: { type: string } }
  >;
  const calls: QueryCall[] = [];
  for (const [index, path] of paths.entries()) {
    if (!Object.hasOwn(procedures, path) || procedures[path]?._def.type !== 'query') return null;
    const input = isBatch ? (inputs as Record<number, unknown> | undefined)?.[index] : inputs;
    calls.push({ path, input });
  }
  return { calls, isBatch };
}

/**
 * Answers plain JSON GETs of queries, most of the traffic, with tRPC's public procedure call, error
 * shape and status rules, but without the Fetch API Request/Response and web streams that the
 * stock adapter builds around every call; everything else falls through to the stock adapter.
 * Register it in the scope of the tRPC routes; a test asserts the answers are the adapter's.
 */
export const trpcGetQueriesPlugin = fp((app: FastifyInstance, options: GetQueriesOptions) => {
  const { router, onError } = options;
  const config = router._def._config;

  app.addHook('preHandler', async (request, reply) => {
    const queries = queryCallsOf(router, request);
    if (!queries) return;
    let ctx: Context | undefined;
    let ctxError: unknown;
    try {
      ctx = await options.createContext(request);
    } catch (cause) {
      ctxError = cause;
    }
    const responses = await Promise.all(
      queries.calls.map(async ({ path, input }, batchIndex) => {
        try {
          if (!ctx) throw ctxError;
          const data: unknown = await callTRPCProcedure({
            router,
            path,
            getRawInput: () => Promise.resolve(input),
            ctx,
            type: 'query',
            signal: undefined,
            batchIndex,
          });
          return { result: { data } };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          onError({ error, path });
          const shape = getTRPCErrorShape({ config, error, type: 'query', path, input, ctx });
          return { error: shape };
        }
      }),
    );
    const body = transformTRPCResponse(config, queries.isBatch ? responses : responses[0]!);
    return reply
      .code(getHTTPStatusCode(responses))
      .header('vary', 'trpc-accept, accept')
      .header('content-type', 'application/json')
      .send(JSON.stringify(body));
  });
});
