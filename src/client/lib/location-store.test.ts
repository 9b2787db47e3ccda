import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readKept } from './kept-position.js';
import { fakeEnv, type Failure, type Success } from './location-store.fake.js';
import { createLocationStore } from './location-store.js';

const config = {
  ipLookupUrl: 'https://ip.example/json',
  defaultLocation: { latitude: -22.9, longitude: -43.2 },
};

describe('location store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a location injected by a native wrapper at once', () => {
    const { env, geoCalls } = fakeEnv({ injected: { latitude: -23.5, longitude: -46.6 } });
    const store = createLocationStore(env);
    store.ensure();
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      position: { latitude: -23.5, longitude: -46.6, source: 'app' },
    });
    expect(geoCalls).toHaveLength(0);
  });

  it('a plain browser is asked at once, with no wait for a wrapper', async () => {
    const { env, geoCalls } = fakeEnv();
    const store = createLocationStore(env);
    store.ensure();
    expect(geoCalls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', stale: false });
  });

  it('keeps the last known position on the device and shows it at once while a fresh one comes', async () => {
    const saved = new Map<string, string>();
    const storage = {
      read: () => saved.get('k') ?? null,
      write: (value: string) => void saved.set('k', value),
    };
    const first = fakeEnv();
    first.env.storage = storage;
    const store = createLocationStore(first.env);
    store.ensure();
    await vi.advanceTimersByTimeAsync(20);
    expect(readKept(saved.get('k') ?? null)).toMatchObject({
      position: { latitude: -23.56, source: 'browser' },
      fixedAt: 1_000_010,
    });

    const next = fakeEnv({ geolocation: { latitude: -23.561, longitude: -46.641 }, delay: 3000 });
    next.env.storage = storage;
    const again = createLocationStore(next.env);
    expect(again.getSnapshot()).toMatchObject({
      position: { latitude: -23.56, source: 'browser' },
      anchor: { latitude: -23.56 },
      fixedAt: 1_000_010,
      stale: true,
    });
    again.ensure();
    await vi.advanceTimersByTimeAsync(3010);
    expect(again.getSnapshot()).toMatchObject({
      status: 'ready',
      position: { latitude: -23.561 },
      // a fresh fix within 500 m does not reload the lists
      anchor: { latitude: -23.56 },
      stale: false,
    });
  });

  it('ignores a kept position that is not one (bad JSON, default location, no time)', () => {
    expect(readKept('{')).toBeNull();
    expect(readKept(null)).toBeNull();
    const point = { latitude: 1, longitude: 2 };
    expect(
      readKept(JSON.stringify({ position: { ...point, source: 'default' }, fixedAt: 5 })),
    ).toBeNull();
    expect(readKept(JSON.stringify({ position: { ...point, source: 'browser' } }))).toBeNull();
    expect(
      readKept(JSON.stringify({ position: { ...point, source: 'manual' }, fixedAt: 5 })),
    ).toEqual({ position: { ...point, source: 'manual' }, fixedAt: 5 });
  });

  it('a place picked on the map is used, kept, and beats the default after a denial', async () => {
    const saved = new Map<string, string>();
    const { env } = fakeEnv({ geolocation: { code: 1 } });
    env.storage = { read: () => saved.get('k') ?? null, write: (v) => void saved.set('k', v) };
    const store = createLocationStore(env);
    store.setConfig({ ...config, ipLookupUrl: null });
    store.ensure();
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getSnapshot().status).toBe('error');
    store.choose(-23.58, -46.66);
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      position: { latitude: -23.58, longitude: -46.66, source: 'manual' },
      anchor: { source: 'manual' },
    });

    const later = fakeEnv({ geolocation: { code: 1 } });
    later.env.storage = env.storage;
    const again = createLocationStore(later.env);
    again.setConfig({ ...config, ipLookupUrl: null });
    again.ensure();
    await vi.advanceTimersByTimeAsync(100);
    expect(again.getSnapshot()).toMatchObject({
      status: 'ready',
      failure: 'permissionDenied',
      position: { latitude: -23.58, source: 'manual' },
    });
  });

  it('inside a wrapper waits 2 s for an injected location, then asks the browser', async () => {
    const { env, geoCalls } = fakeEnv({ wrapper: true });
    const store = createLocationStore(env);
    store.ensure();
    expect(store.getSnapshot().status).toBe('locating');
    await vi.advanceTimersByTimeAsync(1999);
    expect(geoCalls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(geoCalls).toHaveLength(1);
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      failure: null,
      position: { latitude: -23.56, longitude: -46.64, accuracy: 12, source: 'browser' },
    });
  });

  it('an injected event during the wait wins and the browser is never asked', async () => {
    const { env, geoCalls, inject } = fakeEnv({ wrapper: true });
    const store = createLocationStore(env);
    store.ensure();
    await vi.advanceTimersByTimeAsync(500);
    inject({ coords: { latitude: 10, longitude: 20, accuracy: 5 } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(geoCalls).toHaveLength(0);
    expect(store.getSnapshot().position).toEqual({
      latitude: 10,
      longitude: 20,
      accuracy: 5,
      source: 'app',
    });
  });

  it('falls back to the IP lookup when the browser is denied, keeping the reason', async () => {
    const { env, fetchCalls } = fakeEnv({
      geolocation: { code: 1 },
      ip: { latitude: '-25.43', longitude: '-49.27', city: 'Curitiba', country_name: 'Brazil' },
    });
    const store = createLocationStore(env);
    store.setConfig(config);
    store.ensure();
    await vi.advanceTimersByTimeAsync(2100);
    expect(fetchCalls).toEqual([config.ipLookupUrl]);
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      failure: 'permissionDenied',
      position: { latitude: -25.43, longitude: -49.27, city: 'Curitiba', country: 'Brazil' },
    });
    expect(store.getSnapshot().position?.source).toBe('ip');
  });

  it('ends at the default location, as an error, without geolocation or IP lookup', async () => {
    const { env, fetchCalls } = fakeEnv({ geolocation: 'none' });
    const store = createLocationStore(env);
    store.setConfig({ ...config, ipLookupUrl: null });
    store.ensure();
    await vi.advanceTimersByTimeAsync(2100);
    expect(fetchCalls).toHaveLength(0);
    expect(store.getSnapshot()).toMatchObject({
      status: 'error',
      failure: 'unsupported',
      position: { latitude: -22.9, longitude: -43.2, source: 'default' },
    });
  });

  it('maps the browser error codes to their messages', async () => {
    const seen: (string | null)[] = [];
    for (const code of [2, 3, 99]) {
      const { env } = fakeEnv({ geolocation: { code } });
      const store = createLocationStore(env);
      store.setConfig({ ...config, ipLookupUrl: null });
      store.request();
      await vi.advanceTimersByTimeAsync(100);
      seen.push(store.getSnapshot().failure);
    }
    expect(seen).toEqual(['positionUnavailable', 'timeout', 'unknown']);
  });

  it('inside a wrapper waits 5 s in all for the app before the IP lookup', async () => {
    const { env, fetchCalls, inject } = fakeEnv({ wrapper: true, geolocation: { code: 2 } });
    const store = createLocationStore(env);
    store.setConfig(config);
    store.ensure();
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchCalls).toHaveLength(0);
    inject({ latitude: 1, longitude: 2 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchCalls).toHaveLength(0);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', failure: null });
    expect(store.getSnapshot().position?.source).toBe('app');
  });

  it('request() asks the browser at once and replaces the default location', async () => {
    const denied = { code: 1 };
    const answers: ({ code: number } | { latitude: number; longitude: number })[] = [
      denied,
      { latitude: -23.6, longitude: -46.7 },
    ];
    const { env, geoCalls } = fakeEnv();
    env.geolocation = {
      getCurrentPosition(success: Success, failure?: Failure | null) {
        geoCalls.push(Date.now());
        const answer = answers.shift()!;
        setTimeout(() => {
          if ('code' in answer) failure?.(answer);
          else success({ coords: { ...answer, accuracy: 30 } });
        }, 10);
      },
    } as unknown as Pick<Geolocation, 'getCurrentPosition'>;
    const store = createLocationStore(env);
    store.setConfig({ ...config, ipLookupUrl: null });
    store.ensure();
    await vi.advanceTimersByTimeAsync(2100);
    expect(store.getSnapshot().status).toBe('error');

    store.request();
    expect(store.getSnapshot().status).toBe('locating');
    await vi.advanceTimersByTimeAsync(20);
    expect(geoCalls).toHaveLength(2);
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      failure: null,
      position: { latitude: -23.6, longitude: -46.7, source: 'browser' },
    });
  });

  it('a browser that never answers (prompt left open) falls back, and a late fix still counts', async () => {
    const { env } = fakeEnv({ delay: 40_000 });
    const store = createLocationStore(env);
    store.setConfig({ ...config, ipLookupUrl: null });
    store.request();
    await vi.advanceTimersByTimeAsync(16_500);
    expect(store.getSnapshot()).toMatchObject({ status: 'error', failure: 'timeout' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', failure: null });
    expect(store.getSnapshot().position?.source).toBe('browser');
  });
  it('keeps the anchor for lists until the user moves more than 500 m', async () => {
    const fixes = [
      { latitude: -23.5, longitude: -46.6 },
      { latitude: -23.503, longitude: -46.6 }, // ≈ 330 m south
      { latitude: -23.506, longitude: -46.6 }, // ≈ 670 m from the first
    ];
    const { env } = fakeEnv();
    env.geolocation = {
      getCurrentPosition(success: Success) {
        const fix = fixes.shift()!;
        setTimeout(() => success({ coords: { ...fix, accuracy: 10 } }), 10);
      },
    } as unknown as Pick<Geolocation, 'getCurrentPosition'>;
    const store = createLocationStore(env);
    store.request();
    await vi.advanceTimersByTimeAsync(20);
    const first = store.getSnapshot().anchor;
    expect(first).toMatchObject({ latitude: -23.5 });

    store.request();
    await vi.advanceTimersByTimeAsync(20);
    expect(store.getSnapshot().position).toMatchObject({ latitude: -23.503 });
    expect(store.getSnapshot().anchor).toBe(first);

    store.request();
    await vi.advanceTimersByTimeAsync(20);
    expect(store.getSnapshot().anchor).toMatchObject({ latitude: -23.506 });
  });
});
