import { createECDH, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

/** PUSH_SERVICES: a host entry allows https on port 443 only; an origin entry, exactly that origin. */

let t: TestApp;
afterEach(() => t?.close());

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
};

async function subscribe(token: string, endpoint: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/trpc/notifications.subscribe',
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    payload: JSON.stringify({ endpoint, keys: keys(), locale: 'pt-BR' }),
  });
  return res.statusCode;
}

describe('push allow-list', () => {
  it('allows a listed host on the default https port only', async () => {
    t = await createTestApp({
      settings: { PUSH_SERVICES: ['fcm.googleapis.com', '*.push.apple.com'] },
    });
    const token = await t.tokenFor(t.createUser());
    expect(await subscribe(token, 'https://fcm.googleapis.com/fcm/send/abc')).toBe(200);
    expect(await subscribe(token, 'https://fcm.googleapis.com:443/fcm/send/abc')).toBe(200);
    expect(await subscribe(token, 'https://web.push.apple.com/abc')).toBe(200);
    // Any other port on an allowed host would let a subscription make the server call a service
    // of the attacker's choosing on that host.
    expect(await subscribe(token, 'https://fcm.googleapis.com:8443/fcm/send/abc')).toBe(400);
    expect(await subscribe(token, 'https://web.push.apple.com:22/abc')).toBe(400);
    expect(await subscribe(token, 'http://fcm.googleapis.com/fcm/send/abc')).toBe(400);
    expect(await subscribe(token, 'https://fcm.googleapis.com.evil.test/abc')).toBe(400);
  });

  it('allows exactly the origin of an origin entry', async () => {
    t = await createTestApp({ settings: { PUSH_SERVICES: ['http://127.0.0.1:9000'] } });
    const token = await t.tokenFor(t.createUser());
    expect(await subscribe(token, 'http://127.0.0.1:9000/push/a')).toBe(200);
    expect(await subscribe(token, 'http://127.0.0.1:9001/push/a')).toBe(400);
    expect(await subscribe(token, 'https://127.0.0.1:9000/push/a')).toBe(400);
    expect(await subscribe(token, 'http://127.0.0.1/push/a')).toBe(400);
  });
});
