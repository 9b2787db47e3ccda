import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpLink } from '@trpc/client';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Locales } from '../../shared/i18n/i18n-types.js';
import TypesafeI18n from '../../shared/i18n/i18n-react.js';
import { loadAllLocales } from '../../shared/i18n/i18n-util.sync.js';
import { createTestApp, type TestApp } from '../../server/test/harness.js';
import type { AppRouter } from '../lib/api-types.js';
import { authHeader } from '../lib/session.js';
import { TRPCProvider } from '../lib/trpc.js';

loadAllLocales();

/** What the components' tRPC client sent: each call's path and its JSON input. */
export interface SentCall {
  path: string;
  input: unknown;
}

/**
 * The real Fastify app on a fresh in-memory database, listening on 127.0.0.1, for component
 * tests: `render` draws a component in the user's language, in a router, with a QueryClient and a tRPC client
 * pointed at that app (signed in with `token`), and `sent` lists the calls the components made.
 */
export async function componentApp() {
  const t: TestApp = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const sent: SentCall[] = [];

  const client = (token?: string) =>
    createTRPCClient<AppRouter>({
      links: [
        httpLink({
          url: `${address}/trpc`,
          headers: () => authHeader(token ?? null),
          fetch: (url, init) => {
            const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
            const path = new URL(href).pathname.replace('/trpc/', '');
            if (typeof init?.body === 'string') sent.push({ path, input: JSON.parse(init.body) });
            return fetch(url, init);
          },
        }),
      ],
    });

  const renderIn = (ui: ReactNode, options: { locale?: Locales; token?: string } = {}) => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    return render(
      <TypesafeI18n locale={options.locale ?? 'pt-BR'}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={client(options.token)} queryClient={queryClient}>
            <MemoryRouter>{ui}</MemoryRouter>
          </TRPCProvider>
        </QueryClientProvider>
      </TypesafeI18n>,
    );
  };

  return { ...t, address, sent, client, render: renderIn };
}
export type ComponentApp = Awaited<ReturnType<typeof componentApp>>;
