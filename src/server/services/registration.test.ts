import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegistrationMode } from '../../shared/accounts.js';
import { inviteCodes } from '../db/accounts-schema.js';
import { users } from '../db/schema.js';
import { fieldErrors, messageOf, rejection } from '../test/expect.js';
import { insertCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

/** REGISTRATION_MODE through tRPC: open, invite codes, admin approval; the admin procedures. */

let h: Harness;
afterEach(() => h?.close());

const DAY = 86_400_000;
let registered = 0;
const register = (inviteCode?: string, email = `nova${++registered}@example.com`) =>
  h.anon.auth.register({ name: 'Nova', email, password: 'segredo123', inviteCode });
const googleUser = { sub: 'g-1', email: 'gi@example.com', email_verified: true, name: 'Gi' };

function harness(mode: RegistrationMode) {
  h = createHarness({
    settings: { REGISTRATION_MODE: mode, GOOGLE_CLIENT_ID: 'client-1' },
    fetch: () => Promise.resolve(Response.json(googleUser)),
  });
  const admin = h.callerFor(h.createUser({ isAdmin: true }));
  return { admin };
}

describe('open mode (the default)', () => {
  it('creates active accounts and ignores an invite code', async () => {
    harness('open');
    const res = await register('QUALQUER');
    expect(res.user.status).toBe('active');
    expect((await h.anon.config.public()).registrationMode).toBe('open');
  });
});

describe('invite mode', () => {
  it('needs a valid code, says on the field what is wrong, and uses it up', async () => {
    const { admin } = harness('invite');
    expect((await h.anon.config.public()).registrationMode).toBe('invite');
    const expectField = async (code: string | undefined, message: string) => {
      const error = await rejection(register(code), 'BAD_REQUEST');
      expect(fieldErrors(error)).toEqual([{ param: 'inviteCode', msg: message }]);
    };
    await expectField(
      undefined,
      'Informe o código de convite: este grupo aceita novas contas só por convite.',
    );
    await expectField(
      '  ',
      'Informe o código de convite: este grupo aceita novas contas só por convite.',
    );
    await expectField(
      'ABCD-EFGH-JKMN',
      'Código de convite inválido. Confira o código que você recebeu.',
    );

    const { code, invite } = await admin.accounts.createInvite({ uses: 2, days: 1 });
    expect(invite).toMatchObject({ uses: 0, maxUses: 2, state: 'active' });
    expect(invite.hint).toBe(`${code.slice(0, 4)}…`);
    const first = await register(code);
    expect(first.user.status).toBe('active');
    // A refused account uses up nothing: the e-mail is taken.
    await rejection(register(code, first.user.email), 'CONFLICT');
    expect((await register(` ${code.toLowerCase().replaceAll('-', '')} `)).user.status).toBe(
      'active',
    );
    await expectField(
      code,
      'Este código de convite já foi usado. Peça um novo a quem convidou você.',
    );
    expect((await admin.accounts.invites())[0]).toMatchObject({ uses: 2, state: 'usedUp' });

    const late = await admin.accounts.createInvite({ uses: 5, days: 1 });
    h.clock.advance(DAY + 1);
    await expectField(
      late.code,
      'Este código de convite expirou. Peça um novo a quem convidou você.',
    );

    const revoked = await admin.accounts.createInvite({});
    expect(revoked.invite).toMatchObject({ maxUses: 1 });
    expect(await admin.accounts.revokeInvite({ id: revoked.invite.id })).toMatchObject({
      state: 'revoked',
    });
    await expectField(
      revoked.code,
      'Código de convite inválido. Confira o código que você recebeu.',
    );
    const error = await rejection(register(revoked.code), 'BAD_REQUEST');
    expect(messageOf(error, 'en')).toBe('Invalid invite code. Check the code you received.');
    expect(
      h.db
        .select()
        .from(inviteCodes)
        .all()
        .map((i) => i.uses),
    ).toEqual(expect.arrayContaining([2, 0, 0]));
  });

  it('asks Google sign-in for a code when it would create an account', async () => {
    const { admin } = harness('invite');
    const error = await rejection(h.anon.auth.google({ token: 'google-access' }), 'BAD_REQUEST');
    expect(fieldErrors(error)[0]?.param).toBe('inviteCode');
    expect(
      h.db.select().from(users).where(eq(users.email, googleUser.email)).get(),
    ).toBeUndefined();
    const { code } = await admin.accounts.createInvite({});
    const res = await h.anon.auth.google({ token: 'google-access', inviteCode: code });
    expect(res.user).toMatchObject({ email: googleUser.email, status: 'active' });
    // Signing in again needs no code.
    await expect(h.anon.auth.google({ token: 'google-access' })).resolves.toHaveProperty('token');
  });
});

describe('approval mode', () => {
  it('creates pending accounts that sign in, read as visitors and may not act', async () => {
    const { admin } = harness('approval');
    const { user } = await register();
    expect(user).toMatchObject({ status: 'pending', isAdmin: false });
    const pending = h.reload(h.db.select().from(users).where(eq(users.id, user._id)).get()!);
    const caller = h.callerFor(pending);
    expect(await caller.auth.me()).toMatchObject({ _id: user._id, status: 'pending' });
    expect(await caller.auth.verify()).toEqual({ valid: true });
    const cat = insertCat(h);
    // Reads as an anonymous visitor.
    expect((await caller.cats.byId({ id: cat.id })).cat._id).toBe(cat.id);
    const refused = await rejection(caller.favorites.add({ catId: cat.id }), 'FORBIDDEN');
    expect(messageOf(refused)).toMatch(/^Sua conta está aguardando aprovação/);
    await rejection(caller.users.profile(), 'FORBIDDEN');
    await rejection(caller.accounts.pending(), 'FORBIDDEN');
    // The password is right: the account may sign in and wait.
    const login = await h.anon.auth.login({ email: pending.email!, password: 'segredo123' });
    expect(login.user.status).toBe('pending');

    expect(await admin.accounts.pending()).toEqual([
      { _id: user._id, name: 'Nova', email: pending.email, createdAt: expect.any(String) },
    ]);
    expect(await admin.accounts.approve({ userId: user._id })).toEqual({
      _id: user._id,
      status: 'active',
    });
    const approved = h.callerFor(h.reload(pending));
    await expect(approved.favorites.add({ catId: cat.id })).resolves.toBeDefined();
    expect(await admin.accounts.pending()).toEqual([]);
    await rejection(admin.accounts.approve({ userId: user._id }), 'NOT_FOUND');
  });

  it('declined accounts cannot sign in, by password or Google, and are told why', async () => {
    const { admin } = harness('approval');
    const { user } = await register();
    const google = await h.anon.auth.google({ token: 'google-access' });
    expect(google.user.status).toBe('pending');
    await admin.accounts.decline({ userId: user._id });
    await admin.accounts.decline({ userId: google.user._id });
    const email = h.db.select().from(users).where(eq(users.id, user._id)).get()!.email!;
    const error = await rejection(
      h.anon.auth.login({ email, password: 'segredo123' }),
      'FORBIDDEN',
    );
    expect(messageOf(error, 'es')).toBe('Los administradores del grupo no aprobaron esta cuenta.');
    await rejection(h.anon.auth.google({ token: 'google-access' }), 'FORBIDDEN');
    // A wrong password says nothing about the account.
    await rejection(h.anon.auth.login({ email, password: 'errada123' }), 'BAD_REQUEST');
    expect(await admin.accounts.pending()).toEqual([]);
  });
});

describe('admin procedures', () => {
  it('are for admins only', async () => {
    harness('invite');
    const user = h.callerFor(h.createUser());
    const moderator = h.callerFor(h.createUser({ isModerator: true }));
    for (const caller of [user, moderator]) {
      await rejection(caller.accounts.invites(), 'FORBIDDEN');
      await rejection(caller.accounts.createInvite({}), 'FORBIDDEN');
      await rejection(caller.accounts.pending(), 'FORBIDDEN');
    }
    await rejection(h.anon.accounts.invites(), 'UNAUTHORIZED');
    expect(h.db.select().from(inviteCodes).all()).toEqual([]);
  });

  it('validate their input', async () => {
    const { admin } = harness('invite');
    const error = await rejection(
      admin.accounts.createInvite({ uses: 0, days: 400 }),
      'BAD_REQUEST',
    );
    expect(fieldErrors(error).map((e) => e.param)).toEqual(['uses', 'days']);
    await rejection(admin.accounts.revokeInvite({ id: 'nope' }), 'NOT_FOUND');
    await rejection(admin.accounts.decline({ userId: 'nope' }), 'NOT_FOUND');
  });
});
