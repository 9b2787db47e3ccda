import { QueryCache, QueryClient, QueryObserver, hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_LISTS_KEY,
  DEVICE_LISTS_MAX_AGE_MS,
  keepListsOnDevice,
  KEPT_PER_PROCEDURE,
  prune,
  type DeviceListsEnv,
  type KeepOnDevice,
} from './device-lists.js';
import { settledOf } from '../test/query-settled.js';

const NOW = Date.parse('2026-11-25T14:05:00Z');
const HERE = { latitude: -23.55, longitude: -46.63 };
const THERE = { latitude: -23.56, longitude: -46.64 };

/** One phone: its localStorage, who is signed in, and what the service worker answered. */
function phone() {
  const store = new Map<string, string>();
  const state = {
    owner: 'ana' as string | null | undefined,
    now: NOW,
    swCopies: new Set<string>(),
    marked: new Map<string, number>(),
  };
  const env: DeviceListsEnv = {
    storage: {
      read: () => store.get(DEVICE_LISTS_KEY) ?? null,
      write: (value) => store.set(DEVICE_LISTS_KEY, value),
      remove: () => store.delete(DEVICE_LISTS_KEY),
    },
    owner: () => state.owner,
    now: () => state.now,
    isDeviceCopy: (hash) => state.swCopies.has(hash),
    markDeviceCopy: (hash, at) => state.marked.set(hash, at),
    refused: (error) => error instanceof Error && error.message === 'Não encontrado',
  };
  return { store, state, env };
}

/** A visit: a fresh query client (as the app builds one per page load) on that phone. */
function visit(env: DeviceListsEnv) {
  const queryCache = new QueryCache();
  keepListsOnDevice(queryCache, env);
  return new QueryClient({ queryCache, defaultOptions: { queries: { retry: false } } });
}

const nearbyKey = (input: object) => [['cats', 'nearby'], { input, type: 'query' }];

/** A screen showing a query; `answer` resolves its request when the test says so. */
function show(
  client: QueryClient,
  queryKey: unknown[],
  keep: KeepOnDevice | undefined,
  data: unknown,
) {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: async () => {
      await answered;
      if (data instanceof Error) throw data;
      return data;
    },
    staleTime: 10 * 60_000,
    meta: keep ? { keepOnDevice: keep } : {},
  });
  const first = observer.getCurrentResult();
  const stop = observer.subscribe(() => undefined);
  const settled = settledOf(observer);
  return { first, observer, stop, answer, settled };
}

async function firstVisit(env: DeviceListsEnv, input = HERE, data: unknown = ['Sardinha']) {
  const client = visit(env);
  const screen = show(client, nearbyKey(input), 'latest', data);
  screen.answer();
  await screen.settled();
  screen.stop();
  return client;
}

describe('home lists kept on the device', () => {
  it('a return visit shows the last answer at once, stale and marked, then the live one', async () => {
    const { env, state } = phone();
    state.now = NOW - 60_000;
    await firstVisit(env);
    state.now = NOW;

    const client = visit(env);
    const screen = show(client, nearbyKey(HERE), 'latest', ['Sardinha', 'Pipoca']);
    expect(screen.first.data).toEqual(['Sardinha']);
    expect(screen.observer.getCurrentResult()).toMatchObject({
      data: ['Sardinha'],
      fetchStatus: 'fetching',
    });
    const hash = hashKey(nearbyKey(HERE));
    expect(state.marked.get(hash)).toBe(NOW - 60_000);
    expect(screen.first.dataUpdatedAt).toBe(NOW - 60_000);
    expect(client.getQueryState(nearbyKey(HERE))?.isInvalidated).toBe(true);

    screen.answer();
    await screen.settled();
    expect(screen.observer.getCurrentResult().data).toEqual(['Sardinha', 'Pipoca']);
  });

  it("'latest' shows the last list for another position; 'exact' only for the same input", async () => {
    const { env } = phone();
    await firstVisit(env, HERE);
    const emergencies = (input: object) => [['cats', 'emergencies'], { input, type: 'query' }];
    const client = visit(env);
    const list = show(client, emergencies({}), 'exact', ['Tigre']);
    list.answer();
    await list.settled();
    list.stop();

    const next = visit(env);
    expect(show(next, nearbyKey(THERE), 'latest', []).first.data).toEqual(['Sardinha']);
    expect(show(next, emergencies({}), 'exact', []).first.data).toEqual(['Tigre']);
    expect(show(next, emergencies({ limit: 5 }), 'exact', []).first.data).toBeUndefined();
  });

  it('queries that did not opt in are neither kept nor restored', async () => {
    const { env, store } = phone();
    const client = visit(env);
    const screen = show(client, [['cats', 'list'], { type: 'query' }], undefined, ['x']);
    screen.answer();
    await screen.settled();
    expect(store.size).toBe(0);
  });

  it('never shows one account the copy of another, nor a visitor the copy of an account', async () => {
    const { env, state, store } = phone();
    await firstVisit(env, HERE, ['Segredo da Ana']);

    state.owner = 'bruno';
    const other = visit(env);
    expect(show(other, nearbyKey(HERE), 'latest', []).first.data).toBeUndefined();
    expect(store.size).toBe(0);

    state.owner = 'ana';
    await firstVisit(env, HERE, ['Segredo da Ana']);
    state.owner = null;
    expect(show(visit(env), nearbyKey(HERE), 'latest', []).first.data).toBeUndefined();
  });

  it('does not keep an answer to a request sent for someone who has signed out since', async () => {
    const { env, state, store } = phone();
    const client = visit(env);
    const screen = show(client, nearbyKey(HERE), 'latest', ['Segredo da Ana']);
    state.owner = null;
    screen.answer();
    await screen.settled();
    expect(store.size).toBe(0);
  });

  it('does not keep an answer that arrives after the cache was cleared (logout)', async () => {
    const { env, store } = phone();
    const client = visit(env);
    const screen = show(client, nearbyKey(HERE), 'latest', ['Segredo da Ana']);
    client.clear();
    screen.answer();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(store.size).toBe(0);
  });

  it('neither reads nor keeps while the signed-in user is unknown', async () => {
    const { env, state, store } = phone();
    await firstVisit(env);
    const before = store.get(DEVICE_LISTS_KEY);
    state.owner = undefined;
    const client = visit(env);
    const screen = show(client, nearbyKey(HERE), 'latest', ['Outro']);
    expect(screen.first.data).toBeUndefined();
    screen.answer();
    await screen.settled();
    expect(store.get(DEVICE_LISTS_KEY)).toBe(before);
  });

  it("does not keep the service worker's own device copy as if it were fresh", async () => {
    const { env, state, store } = phone();
    state.swCopies.add(hashKey(nearbyKey(HERE)));
    await firstVisit(env);
    expect(store.size).toBe(0);
  });

  it('ignores a copy older than the limit, and a damaged one', async () => {
    const { env, state, store } = phone();
    await firstVisit(env);
    state.now = NOW + DEVICE_LISTS_MAX_AGE_MS + 1;
    expect(show(visit(env), nearbyKey(HERE), 'latest', []).first.data).toBeUndefined();
    store.set(DEVICE_LISTS_KEY, '{not json');
    expect(show(visit(env), nearbyKey(HERE), 'latest', []).first.data).toBeUndefined();
  });

  it("keeps the last pages opened of each kind ('exact'), the most recent first", async () => {
    const { env, state } = phone();
    const catKey = (id: number) => [['cats', 'byId'], { input: { id: `c${id}` }, type: 'query' }];
    const colonyKey = [['colonies', 'byId'], { input: { colonyId: 'k1' }, type: 'query' }];
    const client = visit(env);
    const colony = show(client, colonyKey, 'exact', { name: 'Colônia da Praça' });
    colony.answer();
    await colony.settled();
    for (let id = 0; id <= KEPT_PER_PROCEDURE; id += 1) {
      state.now += 1000;
      const page = show(client, catKey(id), 'exact', { name: `Gato ${id}` });
      page.answer();
      await page.settled();
    }

    const next = visit(env);
    // The oldest cat page made room for the newest; the colony page is of another kind.
    expect(show(next, catKey(0), 'exact', null).first.data).toBeUndefined();
    expect(show(next, catKey(1), 'exact', null).first.data).toEqual({ name: 'Gato 1' });
    expect(show(next, catKey(KEPT_PER_PROCEDURE), 'exact', null).first.data).toEqual({
      name: `Gato ${KEPT_PER_PROCEDURE}`,
    });
    expect(show(next, colonyKey, 'exact', null).first.data).toEqual({ name: 'Colônia da Praça' });
  });

  it('prune drops the copies older than the limit', () => {
    const entries = {
      [hashKey(nearbyKey(HERE))]: { fetchedAt: NOW - DEVICE_LISTS_MAX_AGE_MS - 1, data: ['old'] },
      [hashKey([['cats', 'emergencies']])]: { fetchedAt: NOW - 1, data: ['new'] },
    };
    expect(Object.values(prune(entries, NOW))).toEqual([{ fetchedAt: NOW - 1, data: ['new'] }]);
  });

  it('forgets a page the server refuses now (the cat deleted), and only that one', async () => {
    const { env } = phone();
    const catKey = (id: string) => [['cats', 'byId'], { input: { id }, type: 'query' }];
    const client = visit(env);
    for (const id of ['c1', 'c2']) {
      const page = show(client, catKey(id), 'exact', { name: id });
      page.answer();
      await page.settled();
      page.stop();
    }

    const next = visit(env);
    const gone = show(next, catKey('c1'), 'exact', new Error('Não encontrado'));
    expect(gone.first.data).toEqual({ name: 'c1' });
    gone.answer();
    await gone.settled();
    const later = visit(env);
    expect(show(later, catKey('c1'), 'exact', null).first.data).toBeUndefined();
    expect(show(later, catKey('c2'), 'exact', null).first.data).toEqual({ name: 'c2' });
  });
});
