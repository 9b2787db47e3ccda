import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Headers = Record<string, string | string[] | undefined>;

/** What an API answer may depend on besides its URL: who asks, and in which language. */
const VARY = ['x-auth-token', 'authorization', 'x-lang', 'accept-language'];

/** Whether a request carries any credentials (even unusable ones): its answer is never shared. */
export const carriesCredentials = (headers: Headers): boolean =>
  headers['x-auth-token'] !== undefined || headers.authorization !== undefined;

/** `current` with each of `names` that it lacks appended. */
export function withVary(current: unknown, names: readonly string[]): string {
  const list = typeof current === 'string' && current.trim() ? current.split(',') : [];
  const have = new Set(list.map((name) => name.trim().toLowerCase()));
  if (have.has('*')) return '*';
  const missing = names.filter((name) => !have.has(name));
  return [...list.map((name) => name.trim()), ...missing].join(', ');
}

export interface PrivateAnswersOptions {
  /** Requests whose answer is private even without credentials (e.g. REST paths that need them). */
  isPrivate?: (request: FastifyRequest) => boolean;
}

/**
 * API answers say what they depend on: `Vary` on the token and language headers, and
 * `Cache-Control: no-store` when they depend on who asks (a request with credentials, any write,
 * a private path), so no browser or proxy cache keeps or hands out one person's answer. Register
 * it in the scope of the API routes (tRPC, REST), not of the static files.
 */
export const privateAnswersPlugin = fp((app: FastifyInstance, options: PrivateAnswersOptions) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const personal =
      carriesCredentials(request.headers) ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      (options.isPrivate?.(request) ?? false);
    // The stock tRPC adapter sends a Response whose headers Fastify copies over the reply's.
    const headers = payload instanceof Response ? payload.headers : null;
    const set = (name: string, value: string) =>
      headers ? headers.set(name, value) : reply.header(name, value);
    set('vary', withVary(headers ? headers.get('vary') : reply.getHeader('vary'), VARY));
    if (personal) set('cache-control', 'no-store');
    return payload;
  });
});
