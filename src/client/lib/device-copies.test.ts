import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { API_CACHE as SW_API_CACHE } from '../sw/api-cache.js';
import { API_CACHE, dropDeviceCopies, type DeviceCopiesEnv } from './device-copies.js';
import { DEVICE_LISTS_KEY } from './device-lists.js';

const EXACT = { lat: -23.5505, lng: -46.6333 };
const PUBLIC = { lat: -23.5485, lng: -46.6313 };

/** A phone's storage and caches, recording in which order they were dropped. */
function phone() {
  const events: string[] = [];
  const stored = new Map([[DEVICE_LISTS_KEY, JSON.stringify(EXACT)]]);
  const caches = new Set([API_CACHE, 'photos']);
  const env: DeviceCopiesEnv = {
    removeStored: (key) => {
      events.push(`storage:${key}`);
      stored.delete(key);
    },
    deleteCache: (name) => {
      events.push(`cache:${name}`);
      return Promise.resolve(caches.delete(name));
    },
  };
  return { events, stored, caches, env };
}

/** A cat query on screen (observed), answering the exact spot until access is lost. */
function catOnScreen(client: QueryClient, events: string[]) {
  let access = true;
  const observer = new QueryObserver(client, {
    queryKey: ['cats.byId', 'mingau'],
    queryFn: () => {
      events.push('fetch');
      return Promise.resolve(access ? EXACT : PUBLIC);
    },
    staleTime: Infinity,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe, loseAccess: () => (access = false) };
}

describe('dropping the device copies', () => {
  it('uses the cache the service worker keeps API answers in', () => {
    expect(API_CACHE).toBe(SW_API_CACHE);
  });

  it('on sign-out: the kept lists, the service worker copies and the whole query cache go', async () => {
    const { stored, caches, env } = phone();
    const client = new QueryClient();
    client.setQueryData(['cats.byId', 'mingau'], EXACT);
    client.setQueryData(['users.me'], { name: 'Ana' });
    await dropDeviceCopies(client, 'signOut', env);
    expect(stored.has(DEVICE_LISTS_KEY)).toBe(false);
    expect([...caches]).toEqual(['photos']);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('on losing access: the copies go first, then the screen asks again and shows the public spot', async () => {
    const { events, stored, caches, env } = phone();
    const client = new QueryClient();
    const onScreen = catOnScreen(client, events);
    await expect.poll(() => onScreen.observer.getCurrentResult().data).toEqual(EXACT);
    // A page seen earlier, not on screen now: its copy is dropped, not fetched.
    client.setQueryData(['cats.list'], [EXACT]);
    events.length = 0;

    onScreen.loseAccess();
    await dropDeviceCopies(client, 'accessLost', env);
    expect(events).toEqual([`storage:${DEVICE_LISTS_KEY}`, `cache:${API_CACHE}`, 'fetch']);
    expect(onScreen.observer.getCurrentResult().data).toEqual(PUBLIC);
    expect(client.getQueryData(['cats.list'])).toBeUndefined();
    expect(stored.size).toBe(0);
    expect(caches.has(API_CACHE)).toBe(false);
    onScreen.unsubscribe();
  });
});
