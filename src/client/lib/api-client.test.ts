import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TranslationFunctions } from '../../shared/i18n/i18n-types.js';
import { i18nObject } from '../../shared/i18n/i18n-util.js';
import { loadAllLocales } from '../../shared/i18n/i18n-util.sync.js';
import { createTestApp } from '../../server/test/harness.js';
import { loginFailure, registerFailure } from '../features/auth/auth-errors.js';
import { createApiClient } from './api-client.js';
import { onApiEvent, type ApiEvent } from './api-events.js';
import { createConnectionWatch } from './connection-back.js';
import { classifyError, errorMessage } from './errors.js';
import { readToken, saveSession } from './session.js';

loadAllLocales();
const LL: TranslationFunctions = i18nObject('pt-BR');

/** The browser's localStorage, for the session helpers. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

type Fetch = typeof globalThis.fetch;
const realFetch = globalThis.fetch;
let events: ApiEvent['type'][] = [];
let stopListening: () => void;
let requests: { url: string; headers: Record<string, string> }[] = [];

/** Replaces fetch; the tRPC client always calls it with a URL string. */
function useFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fake = (input: string, init: RequestInit = {}) => {
    requests.push({ url: input, headers: { ...(init.headers as Record<string, string>) } });
    return Promise.resolve(handler(input, init));
  };
  globalThis.fetch = fake as unknown as Fetch;
}

const trpcError = (status: number) =>
  new Response(
    JSON.stringify({
      error: {
        message: 'x',
        code: -32603,
        data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: status },
      },
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );
const trpcOk = () =>
  new Response(JSON.stringify({ result: { data: { valid: false } } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', {
    value: new MemoryStorage(),
    configurable: true,
  });
  events = [];
  requests = [];
  stopListening = onApiEvent((event) => events.push(event.type));
});

afterEach(() => {
  stopListening();
  globalThis.fetch = realFetch;
});

describe('API client against the real server', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeEach(async () => {
    app = await createTestApp();
    useFetch(async (url, init) => {
      const response = await app.app.inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        url,
        headers: init.headers as Record<string, string>,
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers.set(name, String(value));
      }
      return new Response(response.body, { status: response.statusCode, headers });
    });
  });

  afterEach(() => app.close());

  it('sends the stored token in one header, with the language', async () => {
    const client = createApiClient();
    const { token, user } = await client.auth.register.mutate({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'segredo123',
    });
    saveSession(token, user);
    const me = await client.auth.me.query();
    expect(me._id).toBe(user._id);
    const last = requests.at(-1)!;
    expect(last.headers.authorization).toBe(`Bearer ${token}`);
    expect(last.headers['x-auth-token']).toBeUndefined();
    expect(last.headers['x-lang']).toBe('pt-BR');
    expect(events).toEqual([]);
  });

  it('ends the session when the stored token is refused, and only then', async () => {
    const client = createApiClient();
    await expect(client.auth.me.query()).rejects.toThrow();
    expect(events).toEqual([]);

    localStorage.setItem('token', 'not-a-valid-token');
    const error: unknown = await client.auth.me.query().catch((e: unknown) => e);
    expect(classifyError(error)).toMatchObject({ kind: 'http', status: 401 });
    expect(errorMessage(LL, error)).toBe('Não autorizado. Por favor, faça login novamente.');
    expect(events).toEqual(['sessionExpired']);
    expect(readToken()).toBe('not-a-valid-token');
  });

  it('tells a session ended from another device ("Sair de todos os aparelhos") from an invalid token', async () => {
    const seen: ApiEvent[] = [];
    const stop = onApiEvent((event) => seen.push(event));
    const client = createApiClient();
    const account = { email: 'ana@example.com', password: 'segredo123' };
    const phone = await client.auth.register.mutate({ name: 'Ana', ...account });
    const laptop = await client.auth.login.mutate(account);

    localStorage.setItem('token', 'not-a-valid-token');
    await client.auth.me.query().catch(() => undefined);
    saveSession(laptop.token, laptop.user);
    await client.auth.logoutEverywhere.mutate();

    saveSession(phone.token, phone.user);
    const error: unknown = await client.auth.me.query().catch((e: unknown) => e);
    stop();
    expect(error).toMatchObject({
      message: 'Você saiu deste aparelho em outro lugar. Entre de novo para continuar.',
      data: { httpStatus: 401, reason: 'signedOut' },
    });
    expect(seen).toEqual([
      { type: 'sessionExpired', signedOut: false },
      { type: 'sessionExpired', signedOut: true },
    ]);
  });

  it('maps a failed login to the SPEC §8 messages', async () => {
    const client = createApiClient();
    const error = await client.auth.login
      .mutate({ email: 'nobody@example.com', password: 'whatever' })
      .catch((e: unknown) => e);
    expect(loginFailure(LL, error)).toEqual({
      message: 'Erro: E-mail ou senha incorretos',
      fieldErrors: {},
    });
  });

  it('puts the server field errors next to the fields', async () => {
    const client = createApiClient();
    const short = await client.auth.register
      .mutate({ name: 'Ana', email: 'ana@example.com', password: '123' })
      .catch((e: unknown) => e);
    expect(registerFailure(LL, short).fieldErrors).toEqual({
      password: 'A senha deve ter no mínimo 6 caracteres',
    });

    await client.auth.register.mutate({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'segredo123',
    });
    const taken = await client.auth.register
      .mutate({ name: 'Ana', email: 'ANA@example.com', password: 'segredo123' })
      .catch((e: unknown) => e);
    expect(registerFailure(LL, taken)).toEqual({
      message: 'Este e-mail já está cadastrado',
      fieldErrors: { email: 'Este e-mail já está cadastrado' },
    });
  });
});

describe('API client when the server is in trouble', () => {
  it('warns on the third server error in a row; any answer resets the count', async () => {
    const answers = [500, 502, 200, 500, 503, 500, 500];
    useFetch(() => {
      const status = answers.shift()!;
      return status === 200 ? trpcOk() : trpcError(status);
    });
    const client = createApiClient();
    const seen: ApiEvent['type'][][] = [];
    for (let i = 0; i < 7; i++) {
      await client.auth.verify.query().catch(() => undefined);
      seen.push([...events]);
    }
    expect(seen.map((e) => e.length)).toEqual([0, 0, 0, 0, 0, 1, 1]);
    expect(events).toEqual(['serverTrouble']);
  });

  it('tells no answer from a foreign answer', async () => {
    const client = createApiClient();

    useFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await client.auth.verify.query().catch((e: unknown) => e);
    expect(classifyError(offline)).toEqual({ kind: 'noResponse' });
    expect(errorMessage(LL, offline)).toBe(
      'Sem resposta do servidor. Verifique sua conexão com a internet.',
    );
    expect(loginFailure(LL, offline).message).toBe('Não foi possível conectar ao servidor');

    useFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const proxy = await client.auth.verify.query().catch((e: unknown) => e);
    expect(classifyError(proxy)).toEqual({ kind: 'badFormat', status: 502 });
    expect(errorMessage(LL, proxy)).toBe(
      'Erro no servidor. Por favor, tente novamente mais tarde.',
    );

    useFetch(
      () =>
        new Response('<html>index</html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const html = await client.auth.verify.query().catch((e: unknown) => e);
    expect(errorMessage(LL, html)).toBe(
      'Formato de resposta inesperado. Por favor, tente novamente.',
    );
  });

  it("tells the connection watch what each call got: the device's copy is no answer", async () => {
    const watch = createConnectionWatch({
      probe: () => Promise.resolve('noAnswer'),
      mayProbe: () => false,
      every: () => () => undefined,
      now: () => 0,
    });
    let backs = 0;
    watch.onBack(() => (backs += 1));
    const client = createApiClient(undefined, watch);
    const fromDevice = () =>
      new Response(JSON.stringify({ result: { data: { valid: false } } }), {
        headers: { 'content-type': 'application/json', 'x-gateiros-from-device': '1' },
      });

    useFetch(fromDevice);
    await client.auth.verify.query();
    expect(watch.lost()).toBe(true);
    useFetch(
      () => new Response('<html>portal</html>', { headers: { 'content-type': 'text/html' } }),
    );
    await client.auth.verify.query().catch(() => undefined);
    expect([watch.lost(), backs]).toEqual([true, 0]);
    useFetch(trpcOk);
    await client.auth.verify.query();
    await client.auth.verify.query();
    expect([watch.lost(), backs]).toEqual([false, 1]);

    useFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await client.auth.verify.query().catch(() => undefined);
    expect(watch.lost()).toBe(true);
  });
});
