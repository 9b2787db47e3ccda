import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { linkIn, startSmtp } from '../test/fake-smtp.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { hashPassword } from './auth.js';
import { addEvent } from './limit-store.js';
import { loginRules } from './login-limits.js';

/**
 * Login limits with device cookies (OWASP), over HTTP: a device that signed in to the account
 * before is never refused a correct password; other devices wait per (account, address), and per
 * account once guesses come from many addresses, with a growing wait; a mailed link unlocks.
 */

let t: TestApp;
let closeSmtp: (() => Promise<void>) | undefined;
afterEach(async () => {
  t?.app.deps.mailer?.close();
  await t?.close();
  await closeSmtp?.();
  closeSmtp = undefined;
});

const PASSWORD = 'segredo-certo';
let hash: Promise<string> | undefined;
async function account(email: string) {
  return t.createUser({ email, passwordHash: await (hash ??= hashPassword(PASSWORD)) });
}

interface Try {
  ip: string;
  device?: string;
  language?: string;
}

async function login(email: string, password: string, { ip, device, language }: Try) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (device) headers.cookie = `gateiros_device=${device}`;
  if (language) headers['accept-language'] = language;
  const res = await t.app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    remoteAddress: ip,
    headers,
    payload: JSON.stringify({ email, password }),
  });
  const cookie = String(res.headers['set-cookie'] ?? '');
  return {
    status: res.statusCode,
    retryAfter:
      res.headers['retry-after'] === undefined ? null : Number(res.headers['retry-after']),
    cookie,
    device: /gateiros_device=([\w-]+)/.exec(cookie)?.[1],
    message: res.json<{ error?: { message: string } }>().error?.message,
  };
}

/** Signs in once from `ip`: the device cookie that device keeps from then on. */
async function trustedDevice(email: string, ip: string) {
  const first = await login(email, PASSWORD, { ip });
  expect(first.status).toBe(200);
  expect(first.device).toBeDefined();
  return first.device!;
}

describe('login with device cookies', () => {
  it('gives a signed-in device a long-lived httpOnly cookie, the same one the next time', async () => {
    t = await createTestApp();
    await account('ana@example.com');
    const first = await login('ana@example.com', PASSWORD, { ip: '10.0.0.1' });
    expect(first.cookie).toMatch(/HttpOnly/);
    expect(first.cookie).toMatch(/SameSite=Lax/);
    expect(first.cookie).toMatch(/Path=\//);
    expect(first.cookie).toMatch(/Max-Age=34560000/);
    const again = await login('ana@example.com', PASSWORD, {
      ip: '10.0.0.1',
      device: first.device,
    });
    expect(again.device).toBe(first.device);
  });

  it('marks the device cookie Secure when the request came over https', async () => {
    t = await createTestApp({ settings: { TRUST_PROXY: true } });
    await account('ana@example.com');
    const over = async (proto: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/auth.login',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': proto },
        payload: JSON.stringify({ email: 'ana@example.com', password: PASSWORD }),
      });
      return String(res.headers['set-cookie']);
    };
    expect(await over('https')).toMatch(/; Secure/);
    expect(await over('http')).not.toMatch(/Secure/);
  });

  it('marks it Secure whenever the public address is https, proxy trusted or not', async () => {
    t = await createTestApp({ settings: { PUBLIC_URL: 'https://gatos.example.org' } });
    await account('ana@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'ana@example.com', password: PASSWORD }),
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/gateiros_device=[\w-]+;.*; Secure/);
  });

  it('lets the owner in from a trusted device after 100 failed logins from her shared address', async () => {
    t = await createTestApp();
    await account('ana@example.com');
    await account('bia@example.com');
    const carrier = '100.64.0.1';
    const anas = await trustedDevice('ana@example.com', carrier);
    const bias = await trustedDevice('bia@example.com', carrier);
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i++) {
      statuses.add((await login('ana@example.com', `chute${i}`, { ip: carrier })).status);
    }
    expect(statuses).toEqual(new Set([400, 429]));
    expect((await login('ana@example.com', PASSWORD, { ip: carrier, device: anas })).status).toBe(
      200,
    );
    // Someone else behind the same address, on her own phone.
    expect((await login('bia@example.com', PASSWORD, { ip: carrier, device: bias })).status).toBe(
      200,
    );
    // A device Ana never signed in on waits, with Retry-After, in the caller's language.
    const stranger = await login('ana@example.com', PASSWORD, { ip: carrier, language: 'en' });
    expect(stranger.status).toBe(429);
    expect(stranger.retryAfter).toBeGreaterThan(0);
    expect(stranger.message).toMatch(/^Too many/);
  });

  it('keeps an account guessed at from one address reachable from every other device', async () => {
    t = await createTestApp();
    await account('ana@example.com');
    const answers = [];
    for (let i = 0; i < 30; i++) {
      answers.push(await login('ana@example.com', `chute${i}`, { ip: '203.0.113.9' }));
    }
    expect(answers.filter((a) => a.status === 400)).toHaveLength(10);
    expect(answers.slice(10).every((a) => a.status === 429)).toBe(true);
    const firstWait = answers[10]!.retryAfter!;
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(60);
    const inEnglish = await login('ana@example.com', PASSWORD, {
      ip: '203.0.113.9',
      language: 'en',
    });
    expect(inEnglish.message).toBe(
      'Too many wrong passwords for this account. Try again in 1 minute, or sign in on a device you signed in on before.',
    );
    // Her new phone on another network signs in at once.
    expect((await login('ana@example.com', PASSWORD, { ip: '198.51.100.7' })).status).toBe(200);
    // After the wait, one more wrong guess from that address doubles it.
    t.clock.advance(61_000);
    expect((await login('ana@example.com', 'chute-x', { ip: '203.0.113.9' })).status).toBe(400);
    const next = await login('ana@example.com', 'chute-y', { ip: '203.0.113.9' });
    expect(next.status).toBe(429);
    expect(next.retryAfter).toBeGreaterThan(60);
    expect(next.retryAfter).toBeLessThanOrEqual(120);
  });

  it('caps guesses spread over many addresses per account, with a growing wait', async () => {
    t = await createTestApp();
    await account('ana@example.com');
    const anas = await trustedDevice('ana@example.com', '10.0.0.1');
    // The failures of the last day from many addresses (one each), as a botnet leaves them.
    const { free } = loginRules(t.app.deps.settings).account;
    const now = t.clock.now().getTime();
    for (let i = 0; i < free - 1; i++) addEvent(t.db, 'login:account', 'ana@example.com', now);
    expect((await login('ana@example.com', 'chute', { ip: '192.0.2.1' })).status).toBe(400);
    // Even the right password from a new device waits; the owner's phone does not.
    const waiting = await login('ana@example.com', PASSWORD, { ip: '198.51.100.7' });
    expect(waiting.status).toBe(429);
    expect(waiting.retryAfter).toBeLessThanOrEqual(60);
    expect(
      (await login('ana@example.com', PASSWORD, { ip: '10.0.0.9', device: anas })).status,
    ).toBe(200);
  });

  it('treats a client that sends no cookie (the original app over REST) as a new device', async () => {
    t = await createTestApp();
    await account('ana@example.com');
    await trustedDevice('ana@example.com', '10.0.0.1');
    for (let i = 0; i < 10; i++) await login('ana@example.com', `chute${i}`, { ip: '10.0.0.1' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.1',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      payload: JSON.stringify({ email: 'ana@example.com', password: PASSWORD }),
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json<{ msg: string }>().msg).toMatch(/^Demasiadas contraseñas erróneas/);
  });

  it('still refuses a suspended account on its trusted device', async () => {
    t = await createTestApp();
    const ana = await account('ana@example.com');
    const device = await trustedDevice('ana@example.com', '10.0.0.1');
    t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, ana.id)).run();
    expect((await login('ana@example.com', PASSWORD, { ip: '10.0.0.1', device })).status).toBe(403);
  });

  it('takes the trust of a device that guesses wrong too often', async () => {
    t = await createTestApp({ settings: { RATE_LIMIT_LOGIN: 3 } });
    await account('ana@example.com');
    const device = await trustedDevice('ana@example.com', '10.0.0.1');
    // Three wrong passwords end the trust, and count as the device's first failures after it.
    for (let i = 0; i < 6; i++)
      await login('ana@example.com', `chute${i}`, { ip: '10.0.0.1', device });
    expect((await login('ana@example.com', PASSWORD, { ip: '10.0.0.1', device })).status).toBe(429);
  });

  it('mails the owner a link that unlocks the device it is opened on', async () => {
    const smtp = await startSmtp();
    closeSmtp = () => new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    t = await createTestApp({
      settings: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: smtp.port,
        SMTP_TLS: 'none',
        SMTP_FROM: 'Gateiros <gateiros@gateiros.test>',
        PUBLIC_URL: 'https://gateiros.test',
      },
    });
    await account('ana@example.com');
    // Someone behind her carrier's shared address guesses at her account.
    for (let i = 0; i < 12; i++) {
      await login('ana@example.com', `chute${i}`, { ip: '10.0.0.5' });
    }
    // Her new phone behind the same address waits; the mailed link lets it in.
    const locked = await login('ana@example.com', PASSWORD, { ip: '10.0.0.5' });
    expect(locked.status).toBe(429);
    expect(locked.message).toMatch(/link que enviamos/);
    await t.app.deps.mailer!.settle();
    const mails = smtp.inbox.filter((m) => m.to.includes('ana@example.com'));
    expect(mails).toHaveLength(1);
    const token = linkIn(mails[0]!, '/unlock-login');

    const unlock = await t.app.inject({
      method: 'POST',
      url: '/trpc/email.unlockLogin',
      remoteAddress: '10.0.0.5',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token }),
    });
    expect(unlock.statusCode).toBe(200);
    const device = /gateiros_device=([\w-]+)/.exec(String(unlock.headers['set-cookie']))?.[1];
    expect(device).toBeDefined();
    expect((await login('ana@example.com', PASSWORD, { ip: '10.0.0.5', device })).status).toBe(200);
    // Single use.
    const again = await t.app.inject({
      method: 'POST',
      url: '/trpc/email.unlockLogin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token }),
    });
    expect(again.statusCode).toBe(400);
  });
});
