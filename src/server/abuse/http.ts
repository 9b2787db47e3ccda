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
