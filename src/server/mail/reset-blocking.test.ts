import { afterEach, describe, expect, it } from 'vitest';
import { linkIn, startSmtp } from '../test/fake-smtp.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * Password reset over HTTP: others asking for someone's e-mail never get a telling answer and
 * never stop the owner's own mail.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
afterEach(async () => {
  t.app.deps.mailer?.close();
  await t.close();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

async function setUp() {
  smtp = await startSmtp();
  t = await createTestApp({
    settings: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: smtp.port,
      SMTP_TLS: 'none',
      SMTP_FROM: 'Gateiros <gateiros@gateiros.test>',
      PUBLIC_URL: 'https://gateiros.test',
    },
  });
}

const forgot = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/trpc/email.forgotPassword',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email }),
  });

describe('password reset requests', () => {
  it('never refuses the owner after others asked for her e-mail, and her link works', async () => {
    await setUp();
    t.createUser({ email: 'ana@example.com', name: 'Ana' });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await forgot('ana@example.com', '6.6.6.6'));
    for (let i = 0; i < 10; i++) answers.push(await forgot('ana@example.com', `6.6.7.${i}`));
    answers.push(await forgot('ninguem@example.com', '6.6.6.6'));
    const own = await forgot('ana@example.com', '10.0.0.1');
    for (const res of [...answers, own]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: { data: { sent: true } } });
    }
    await t.app.deps.mailer!.settle();
    // One mail in these 10 minutes, whoever asked, with a link that works.
    const mails = smtp.inbox.filter((m) => m.to.includes('ana@example.com'));
    expect(mails).toHaveLength(1);
    const token = linkIn(mails[0]!, '/reset-password');
    // Ten minutes on, the owner asks again: the same, still valid link.
    t.clock.advance(10 * 60 * 1000);
    expect((await forgot('ana@example.com', '10.0.0.1')).statusCode).toBe(200);
    await t.app.deps.mailer!.settle();
    const again = smtp.inbox.filter((m) => m.to.includes('ana@example.com'));
    expect(again).toHaveLength(2);
    expect(linkIn(again[1]!, '/reset-password')).toBe(token);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/trpc/email.resetPassword',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token, password: 'nova-senha-1' }),
    });
    expect(reset.statusCode).toBe(200);
  });
});
