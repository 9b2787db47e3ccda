import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { fieldErrors, messageOf, rejection } from '../test/expect.js';
import { createHarness, type Harness } from '../test/harness.js';
import { resetPassword } from './auth.js';

let h: Harness;
afterEach(() => h?.close());

const register = (input: Record<string, unknown>, harness = h, locale?: 'en') =>
  harness.callerFor(null, locale).auth.register(input as never);

describe('change password', () => {
  const signedUp = async () => {
    const { token } = await register({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secret1',
    });
    const user = h.db.select().from(users).get()!;
    return { token, user };
  };

  it('takes the current password, ends the other sessions and keeps this one signed in', async () => {
    h = createHarness();
    const { token: other, user } = await signedUp();
    const res = await h
      .callerFor(user)
      .auth.changePassword({ currentPassword: 'secret1', newPassword: 'nova-senha' });
    const { userFromToken } = await import('../context.js');
    expect(await userFromToken(h.deps, other)).toBeNull();
    expect((await userFromToken(h.deps, res.token))?.id).toBe(user.id);
    expect(res.user.email).toBe('ana@example.com');
    await rejection(
      h.anon.auth.login({ email: 'ana@example.com', password: 'secret1' }),
      'BAD_REQUEST',
    );
    await expect(
      h.anon.auth.login({ email: 'ana@example.com', password: 'nova-senha' }),
    ).resolves.toHaveProperty('token');
  });

  it('refuses a wrong current password, in the caller language, and changes nothing', async () => {
    h = createHarness();
    const { token, user } = await signedUp();
    const error = await rejection(
      h.callerFor(user, 'en').auth.changePassword({
        currentPassword: 'wrong!!',
        newPassword: 'nova-senha',
      }),
      'BAD_REQUEST',
    );
    expect(messageOf(error, 'en')).toBe('Current password is incorrect');
    expect(messageOf(error)).toBe('Senha atual incorreta');
    const { userFromToken } = await import('../context.js');
    expect(await userFromToken(h.deps, token)).not.toBeNull();
    expect(h.db.select().from(users).get()!.passwordHash).toBe(user.passwordHash);
  });

  it.each([
    [{ newPassword: 'nova-senha' }, 'currentPassword', 'Senha atual é obrigatória'],
    [{ currentPassword: 'secret1' }, 'newPassword', 'Nova senha é obrigatória'],
    [
      { currentPassword: 'secret1', newPassword: '12345' },
      'newPassword',
      'A senha deve ter no mínimo 6 caracteres',
    ],
  ])('validates %j', async (input, field, message) => {
    h = createHarness();
    const { user } = await signedUp();
    const error = await rejection(
      h.callerFor(user).auth.changePassword(input as never),
      'BAD_REQUEST',
    );
    expect(fieldErrors(error)).toContainEqual({ param: field, msg: message });
  });

  it('limits guesses of the current password', async () => {
    h = createHarness({ settings: { RATE_LIMIT_LOGIN: 2 } });
    const { user } = await signedUp();
    const change = (currentPassword: string) =>
      h.callerFor(user).auth.changePassword({ currentPassword, newPassword: 'nova-senha' });
    await rejection(change('bad-1x'), 'BAD_REQUEST');
    await rejection(change('bad-2x'), 'BAD_REQUEST');
    await rejection(change('secret1'), 'TOO_MANY_REQUESTS');
  });

  it('says a Google account has no password to change', async () => {
    h = createHarness();
    const user = h.createUser({ passwordHash: null });
    const error = await rejection(
      h.callerFor(user).auth.changePassword({ currentPassword: 'x', newPassword: 'nova-senha' }),
      'BAD_REQUEST',
    );
    expect(error.message).toBe('noPasswordAccount');
  });
});

describe('admin password reset', () => {
  it('sets a new password that signs in, and ends the old sessions', async () => {
    h = createHarness();
    const { token } = await register({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secret1',
    });
    const password = await resetPassword(h.db, 'ANA@example.com');
    expect(password).toMatch(/^[a-zA-Z2-9]{12}$/);
    expect(await h.deps.tokens.verify(token, h.clock.now())).not.toBeNull();
    const { userFromToken } = await import('../context.js');
    expect(await userFromToken(h.deps, token)).toBeNull();
    await expect(
      h.anon.auth.login({ email: 'ana@example.com', password: 'secret1' }),
    ).rejects.toThrow();
    const session = await h.anon.auth.login({ email: 'ana@example.com', password: password! });
    expect(session.user.email).toBe('ana@example.com');
    expect(await resetPassword(h.db, 'nobody@example.com')).toBeNull();
  });
});
