import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from './api-types.js';
import { keepPreviousPage } from './use-page-param.js';

// The real query keys of the tRPC options proxy (keepPreviousPage reads their input).
const trpc = createTRPCOptionsProxy<AppRouter>({
  client: createTRPCClient<AppRouter>({ links: [httpLink({ url: 'http://127.0.0.1:9/trpc' })] }),
  queryClient: new QueryClient(),
});

describe('keepPreviousPage', () => {
  const previous = { ranking: [], totalPages: 3 };

  it('keeps the previous page of the same list while the next one loads', () => {
    const query = { queryKey: trpc.ranking.list.queryKey({ period: 'week', page: 1 }) };
    expect(keepPreviousPage({ period: 'week' })(previous, query)).toBe(previous);
    expect(keepPreviousPage()(previous, query)).toBe(previous);
  });

  it('shows nothing old when the list itself changed', () => {
    const query = { queryKey: trpc.ranking.list.queryKey({ period: 'all', page: 2 }) };
    expect(keepPreviousPage({ period: 'week' })(previous, query)).toBeUndefined();
    const otherCat = {
      queryKey: trpc.checkins.byCat.queryKey({ catId: 'a', page: 1, limit: 20 }),
    };
    expect(keepPreviousPage({ catId: 'b' })(previous, otherCat)).toBeUndefined();
    expect(keepPreviousPage({ catId: 'a' })(previous, otherCat)).toBe(previous);
    expect(keepPreviousPage()(previous, undefined)).toBeUndefined();
  });
});
