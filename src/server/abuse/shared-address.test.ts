import { afterEach, expect, it } from 'vitest';
import { hashPassword } from '../services/auth.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * Issue 44, 6: 110 failed logins for other people's e-mails from one address (a carrier's shared
 * address, CGNAT), then someone behind that address signs in with her right password from a
 * phone she never used before: she gets in. Other people's failures never refuse it.
 */

let t: TestApp;
afterEach(() => t?.close());

const carrier = '100.64.0.1';

async function login(email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: carrier,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
  });
  return { status: res.statusCode, retryAfter: res.headers['retry-after'] };
}

it('lets a correct password in from a new device after 110 failures of others at its address', async () => {
  // One wrong password per address and e-mail, ten per address: the 110 failures cost ten hashes.
  t = await createTestApp({ settings: { RATE_LIMIT_LOGIN: 1 } });
  const passwordHash = await hashPassword('segredo-da-ana');
  t.createUser({ email: 'ana@example.com', passwordHash });
  for (let i = 0; i < 5; i++) t.createUser({ email: `vizinho${i}@example.com`, passwordHash });
  // Sent together, as the attacker did: wrong passwords for neighbours, unknown e-mails.
  const failures = await Promise.all(
    Array.from({ length: 110 }, (_, i) =>
      login(i % 10 === 0 ? `vizinho${i % 5}@example.com` : `alguem${i}@example.com`, 'chute123'),
    ),
  );
  const statuses = failures.map((f) => f.status);
  expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
  // The address is full: an unknown e-mail is refused at once, with the wait.
  const unknown = await login('outra-pessoa@example.com', 'chute123');
  expect(unknown.status).toBe(429);
  expect(Number(unknown.retryAfter)).toBeGreaterThan(0);
  // Ana, behind the same address, on a phone that never signed in (no device cookie).
  expect((await login('ana@example.com', 'segredo-da-ana')).status).toBe(200);
}, 120_000);
