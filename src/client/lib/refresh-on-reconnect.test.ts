import { QueryClient, QueryObserver, hashKey } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from './api-types.js';
import { recordDeviceCopy, recordQueryAnswer } from './data-freshness.js';
import {
  AFTER_ONLINE_MS,
  RECONNECT_RETRY_MS,
  refreshOnReconnect,
  type ReconnectEnv,
} from './refresh-on-reconnect.js';
import { settledOf } from '../test/query-settled.js';

const noAnswer = () =>
  new TRPCClientError<AppRouter>('Failed to fetch', { cause: new TypeError('Failed to fetch') });
const refused = () =>
  new TRPCClientError<AppRouter>('Não encontrado', {
    result: { error: { message: 'Não encontrado', code: -32600, data: { httpStatus: 404 } } },
  } as never);

/** The browser as the test drives it: online or not, the `online` event, the timers. */
function browser() {
  const state = {
    online: false,
    listeners: new Set<() => void>(),
    ticks: new Set<() => void>(),
    later: new Map<() => void, number>(),
  };
  const env: ReconnectEnv = {
    online: () => state.online,
    onOnline: (listener) => {
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    },
    every: (ms, tick) => {
      expect(ms).toBe(RECONNECT_RETRY_MS);
      state.ticks.add(tick);
      return () => state.ticks.delete(tick);
    },
    after: (ms, run) => {
      state.later.set(run, ms);
      return () => state.later.delete(run);
    },
  };
  const comeOnline = () => {
    state.online = true;
    for (const listener of state.listeners) listener();
  };
  const tick = () => {
    for (const run of state.ticks) run();
  };
  /** The runs due `ms` after the `online` event. */
  const elapse = (ms: number) => {
    for (const [run, at] of [...state.later]) {
      if (at !== ms) continue;
      state.later.delete(run);
      run();
    }
  };
  return { state, env, comeOnline, tick, elapse };
}

/** A screen showing `key`; each request answers with the next of `answers` (an Error fails). */
function screen(client: QueryClient, key: string, answers: unknown[]) {
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: [[key], { type: 'query' }],
    queryFn: () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    staleTime: 30_000,
  });
  const stop = observer.subscribe(() => undefined);
  const settled = settledOf(observer);
  return { observer, stop, settled, calls: () => calls };
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('refresh when the connection returns', () => {
  it("asks again for what shows the device's copy or nothing for want of an answer, not for live data nor a refusal", async () => {
    const queries = client();
    const { env, comeOnline } = browser();
    const stop = refreshOnReconnect(queries, env);
    const kept = screen(queries, 'colony', [{ name: 'copy' }, { name: 'live' }]);
    const unsaved = screen(queries, 'cat', [noAnswer(), { name: 'Bolinha' }]);
    const live = screen(queries, 'rota', [{ week: 1 }, { week: 2 }]);
    const missing = screen(queries, 'gone', [refused(), { name: 'x' }]);
    await Promise.all([kept.settled(), unsaved.settled(), live.settled(), missing.settled()]);
    const keptHash = hashKey([['colony'], { type: 'query' }]);
    recordDeviceCopy(keptHash, Date.parse('2026-12-02T09:00:00Z'));

    comeOnline();
    await Promise.all([kept.settled(), unsaved.settled(), live.settled(), missing.settled()]);
    expect(kept.observer.getCurrentResult().data).toEqual({ name: 'live' });
    expect(unsaved.observer.getCurrentResult().data).toEqual({ name: 'Bolinha' });
    expect([live.calls(), missing.calls()]).toEqual([1, 1]);
    recordQueryAnswer([['colony'], { type: 'query' }], new Response('{}'));
    stop();
  });

  it('asks again on the timer while online (a signal back without an event), never while offline', async () => {
    const queries = client();
    const { env, state, tick } = browser();
    refreshOnReconnect(queries, env);
    const unsaved = screen(queries, 'colony', [noAnswer(), { name: 'live' }]);
    await unsaved.settled();

    tick();
    await unsaved.settled();
    expect(unsaved.calls()).toBe(1);
    state.online = true;
    tick();
    await unsaved.settled();
    expect(unsaved.observer.getCurrentResult().data).toEqual({ name: 'live' });
  });

  it('leaves the queries no screen shows, and stops when asked', async () => {
    const queries = client();
    const { env, comeOnline, state } = browser();
    const stop = refreshOnReconnect(queries, env);
    const gone = screen(queries, 'colony', [noAnswer(), { name: 'live' }]);
    await gone.settled();
    gone.stop();
    comeOnline();
    await gone.settled();
    expect(gone.calls()).toBe(1);

    stop();
    expect([state.listeners.size, state.ticks.size]).toEqual([0, 0]);
  });

  it('asks again shortly after the online event, for what the device answered once more', async () => {
    const queries = client();
    const { env, comeOnline, elapse, state } = browser();
    const stop = refreshOnReconnect(queries, env);
    // The first request after the event still gets no answer (the network not through yet).
    const unsaved = screen(queries, 'colony', [noAnswer(), noAnswer(), { name: 'live' }]);
    await unsaved.settled();

    comeOnline();
    await unsaved.settled();
    expect(unsaved.observer.getCurrentResult().data).toBeUndefined();
    expect(state.later.size).toBe(AFTER_ONLINE_MS.length);
    elapse(AFTER_ONLINE_MS[0]!);
    await unsaved.settled();
    expect(unsaved.observer.getCurrentResult().data).toEqual({ name: 'live' });
    stop();
    expect(state.later.size).toBe(0);
  });
});
