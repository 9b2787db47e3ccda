import { afterEach, describe, expect, it } from 'vitest';
import { messageOf, rejection } from '../test/expect.js';
import { createHarness, type Harness } from '../test/harness.js';
import { hashPassword } from './auth.js';

/**
 * Login limits for devices that never signed in to the account: a growing wait per (e-mail,
 * address) and per account across addresses, failures per address that never refuse a correct
 * password; successes count nothing.
 */

let h: Harness;
afterEach(() => h?.close());

const PASSWORD = 'segredo-certo';
const from = (ip: string) => h.callerFor(null, 'pt-BR', ip);
const login = (ip: string, email: string, password: string) =>
  from(ip).auth.login({ email, password });

let hash: Promise<string> | undefined;
async function account(email: string) {
  return h.createUser({ email, passwordHash: await (hash ??= hashPassword(PASSWORD)) });
}

describe('login limits', () => {
  // Fourth round: the wait is per (account, address) for devices that never signed in; guesses
  // from one address leave the account reachable from every other one.
  it('makes new devices at that address wait after ten wrong passwords, and only there', async () => {
    h = createHarness();
    await account('ana@example.com');
    for (let i = 0; i < 10; i++) {
      await rejection(login('10.0.0.1', 'ana@example.com', `errada${i}`), 'BAD_REQUEST');
    }
    const locked = await rejection(
      login('10.0.0.1', 'ana@example.com', PASSWORD),
      'TOO_MANY_REQUESTS',
    );
    expect(messageOf(locked)).toBe(
      'Muitas tentativas de senha erradas nesta conta. Tente de novo em 1 minuto, ou entre por um aparelho em que você já entrou.',
    );
    await expect(login('10.0.0.2', 'ana@example.com', PASSWORD)).resolves.toHaveProperty('token');
    h.clock.advance(60 * 1000 + 1);
    await expect(login('10.0.0.1', 'ana@example.com', PASSWORD)).resolves.toHaveProperty('token');
  });

  it('never counts successful logins: a campus NAT with many users signing in', async () => {
    h = createHarness({ settings: { RATE_LIMIT_LOGIN: 1 } });
    const emails = Array.from({ length: 12 }, (_, i) => `aluno${i}@example.com`);
    for (const email of emails) await account(email);
    // More successes from one address than its cap of failures (1 × 10).
    for (const email of emails) {
      await expect(login('200.1.1.1', email, PASSWORD)).resolves.toHaveProperty('token');
    }
    // One student's typo changes nothing for the others.
    await rejection(login('200.1.1.1', emails[0]!, 'typo'), 'BAD_REQUEST');
    await expect(login('200.1.1.1', emails[1]!, PASSWORD)).resolves.toHaveProperty('token');
  });

  it('caps the failures of one address over many e-mails, never a correct password', async () => {
    h = createHarness({ settings: { RATE_LIMIT_LOGIN: 1 } });
    await account('ana@example.com');
    // 10 failures (1 × 10) spread over e-mails, never two on the same one.
    for (let i = 0; i < 10; i++) {
      await rejection(login('6.6.6.6', `alvo${i}@example.com`, 'chute123'), 'BAD_REQUEST');
    }
    const refused = await rejection(
      login('6.6.6.6', 'outro@example.com', 'chute123'),
      'TOO_MANY_REQUESTS',
    );
    expect(messageOf(refused)).toBe('Muitas tentativas. Tente de novo em 15 minutos.');
    // A wrong password for an account is refused alike; a correct one is never refused.
    await account('bia@example.com');
    await rejection(login('6.6.6.6', 'bia@example.com', 'chute123'), 'TOO_MANY_REQUESTS');
    await expect(login('6.6.6.6', 'ana@example.com', PASSWORD)).resolves.toHaveProperty('token');
    await expect(login('10.0.0.9', 'ana@example.com', PASSWORD)).resolves.toHaveProperty('token');
    // The window passes.
    h.clock.advance(15 * 60 * 1000 + 1);
    await rejection(login('6.6.6.6', 'outro@example.com', 'chute123'), 'BAD_REQUEST');
  });

  it('counts a burst of parallel guesses before argon2 answers any of them', async () => {
    h = createHarness({ settings: { RATE_LIMIT_LOGIN: 3 } });
    await account('ana@example.com');
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => login('10.0.0.1', 'ana@example.com', `chute${i}`)),
    );
    const codes = results.map((r) =>
      r.status === 'rejected' ? (r.reason as { code: string }).code : 'OK',
    );
    expect(codes.filter((c) => c === 'BAD_REQUEST')).toHaveLength(3);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(5);
  });
});
