import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserFix, ipLookup } from './location-sources.js';

type Success = (fix: { coords: { latitude: number; longitude: number; accuracy: number } }) => void;

const timers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('browser fix', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers unsupported without geolocation, unknown when asking throws', async () => {
    const none = browserFix({ ...timers, geolocation: undefined }, () => {});
    await expect(none).resolves.toEqual({ failure: 'unsupported' });
    const geolocation = {
      getCurrentPosition() {
        throw new Error('blocked by policy');
      },
    };
    await expect(browserFix({ ...timers, geolocation }, () => {})).resolves.toEqual({
      failure: 'unknown',
    });
  });

  it('gives up after the time-out and hands a later fix to onLateFix', async () => {
    const late: unknown[] = [];
    const geolocation = {
      getCurrentPosition(success: Success) {
        setTimeout(() => success({ coords: { latitude: 1, longitude: 2, accuracy: 9 } }), 40_000);
      },
    } as unknown as Pick<Geolocation, 'getCurrentPosition'>;
    const result = browserFix({ ...timers, geolocation }, (position) => late.push(position));
    await vi.advanceTimersByTimeAsync(16_500);
    await expect(result).resolves.toEqual({ failure: 'timeout' });
    expect(late).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(late).toEqual([{ latitude: 1, longitude: 2, accuracy: 9, source: 'browser' }]);
  });
});

describe('IP lookup', () => {
  const answer =
    (body: string, status = 200) =>
    () =>
      Promise.resolve(new Response(body, { status }));

  it('asks for JSON without credentials and reads the position', async () => {
    const calls: [string, RequestInit][] = [];
    const fetch = (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return answer(JSON.stringify({ lat: 38.7, lon: -9.1, city: 'Lisboa' }))();
    };
    await expect(ipLookup({ fetch }, 'https://ip.example/json')).resolves.toEqual({
      latitude: 38.7,
      longitude: -9.1,
      city: 'Lisboa',
      source: 'ip',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toBe('https://ip.example/json');
    expect(calls[0]?.[1]).toMatchObject({
      headers: { accept: 'application/json' },
      credentials: 'omit',
    });
    expect(calls[0]?.[1].signal).toBeInstanceOf(AbortSignal);
  });

  it('answers null on an error status, a body that is not a position, or a failed request', async () => {
    const url = 'https://ip.example/json';
    await expect(ipLookup({ fetch: answer('{"lat":1,"lon":2}', 503) }, url)).resolves.toBeNull();
    await expect(ipLookup({ fetch: answer('<html>') }, url)).resolves.toBeNull();
    await expect(ipLookup({ fetch: answer('{"city":"Lisboa"}') }, url)).resolves.toBeNull();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(ipLookup({ fetch: offline }, url)).resolves.toBeNull();
  });
});
