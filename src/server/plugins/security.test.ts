import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(() => t?.close());

describe('CORS', () => {
  it('answers only the listed origins, with credentials and a cached preflight', async () => {
    t = await createTestApp({ settings: { CORS_ORIGINS: ['https://app.example.org'] } });
    const listed = await t.app.inject({
      url: '/health',
      headers: { origin: 'https://app.example.org' },
    });
    expect(listed.headers['access-control-allow-origin']).toBe('https://app.example.org');
    expect(listed.headers['access-control-allow-credentials']).toBe('true');
    expect(listed.headers.vary).toContain('Origin');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/trpc/cats.list',
      headers: {
        origin: 'https://app.example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-auth-token',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('x-auth-token');
    expect(preflight.headers['access-control-max-age']).toBe('600');
    const other = await t.app.inject({ url: '/health', headers: { origin: 'https://evil.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is off without listed origins', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/health', headers: { origin: 'https://evil.test' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
