import type { JsonBody } from '../test/harness.js';
import type { RestApp } from '../test/rest-client.js';

/** A tRPC mutation over HTTP, as the web client sends it (JSON body), in a language. */
export async function mutate(
  r: RestApp,
  path: string,
  input: unknown,
  token?: string,
  lang = 'pt-BR',
): Promise<{ status: number; body: JsonBody }> {
  const res = await r.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: {
      'content-type': 'application/json',
      'accept-language': lang,
      ...(token ? { 'x-auth-token': token } : {}),
    },
    payload: JSON.stringify(input),
  });
  return { status: res.statusCode, body: res.json<JsonBody>() };
}

/** A tRPC query over HTTP as a signed-in user (or nobody). */
export const ask = (r: RestApp, path: string, input: unknown, token?: string) =>
  r.query(path, input, token ? { 'x-auth-token': token } : {});

/**
 * A tRPC query (GET) or mutation (POST) over HTTP as `token`'s user (or nobody): its status, the
 * answer's data, the error's message and the raw body.
 */
export async function trpcCall(
  r: RestApp,
  token: string | undefined,
  path: string,
  input: unknown,
  mutation = false,
) {
  const headers: Record<string, string> = token ? { 'x-auth-token': token } : {};
  const res = mutation
    ? await r.app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(input),
      })
    : await r.app.inject({
        method: 'GET',
        url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers,
      });
  const body = res.json<{ result?: { data: JsonBody }; error?: { message: string } }>();
  return {
    status: res.statusCode,
    data: body.result?.data as JsonBody,
    message: body.error?.message,
    raw: res.body,
  };
}
