import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { runAdmin } from './admin-commands.js';
import { buildApp } from './app.js';
import { inviteCodes } from './db/accounts-schema.js';
import { users } from './db/schema.js';
import { testSettings, type Settings } from './settings.js';
import type { JsonBody } from './test/harness.js';

/** The account commands (moderators, approvals, invite codes) on a database a running app uses. */

let dir: string | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function tempSettings(over: Partial<Settings> = {}): Settings {
  dir = mkdtempSync(join(tmpdir(), 'gateiros-admin-accounts-'));
  return testSettings({
    DATABASE_PATH: join(dir, 'gateiros.db'),
    UPLOADS_DIR: join(dir, 'uploads'),
    JWT_SECRET: 'admin-test-secret-0123456789abcdefghijklmnop',
    ...over,
  });
}

async function admin(settings: Settings, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(args, {
    settings,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function start(settings: Settings) {
  app = await buildApp({ settings, clientDir: null, logger: false });
  const running = app;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => {
    const res = await running.inject({
      method,
      url: `/trpc/${path}`,
      headers: token ? { 'x-auth-token': token } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.json<JsonBody>() };
  };
  const register = (email: string, inviteCode?: string) =>
    call('POST', 'auth.register', { name: 'Nova', email, password: 'segredo123', inviteCode });
  const me = async (token: string) =>
    (await call('GET', 'auth.me', undefined, token)).body.result.data as JsonBody;
  return { call, register, me, db: running.deps.db };
}

describe('npm run admin -- create-moderator / remove-moderator', () => {
  it('sets and clears the moderator flag, which auth.me shows', async () => {
    const settings = tempSettings();
    const web = await start(settings);
    const token = (await web.register('bia@example.com')).body.result.data.token as string;
    expect(await web.me(token)).toMatchObject({ isModerator: false, isAdmin: false });

    const made = await admin(settings, 'create-moderator', 'BIA@example.com');
    expect(made).toMatchObject({ code: 0, err: '' });
    expect(made.out).toContain('bia@example.com is now a moderator');
    expect(await web.me(token)).toMatchObject({ isModerator: true, isAdmin: false });
    expect((await admin(settings, 'create-moderator', 'bia@example.com')).out).toContain(
      'already a moderator',
    );

    const removed = await admin(settings, 'remove-moderator', 'bia@example.com');
    expect(removed.out).toContain('no longer flagged as moderator');
    expect(await web.me(token)).toMatchObject({ isModerator: false });
    expect(await admin(settings, 'remove-moderator', 'x@example.com')).toMatchObject({ code: 1 });
  });

  it('creates an unknown e-mail’s moderator account with a one-time password', async () => {
    const settings = tempSettings();
    const res = await admin(settings, 'create-moderator', 'mod@example.org');
    expect(res.out).toMatch(/Created the moderator account mod@example.org .*: \S{12}/);
    const web = await start(settings);
    const stored = web.db.select().from(users).where(eq(users.email, 'mod@example.org')).get();
    expect(stored).toMatchObject({ isModerator: true, isAdmin: false, status: 'active' });
  });
});

describe('npm run admin -- approve-user / decline-user', () => {
  it('approves a pending account, which may then act with the session it has', async () => {
    const settings = tempSettings({ REGISTRATION_MODE: 'approval' });
    const web = await start(settings);
    const token = (await web.register('ana@example.com')).body.result.data.token as string;
    expect(await web.me(token)).toMatchObject({ status: 'pending' });
    const refused = await web.call('POST', 'favorites.add', { catId: 'x' }, token);
    expect(refused.status).toBe(403);

    const res = await admin(settings, 'approve-user', 'ana@example.com');
    expect(res).toMatchObject({ code: 0, err: '' });
    expect(res.out).toContain('ana@example.com is approved');
    expect(await web.me(token)).toMatchObject({ status: 'active' });
    expect((await admin(settings, 'approve-user', 'ana@example.com')).out).toContain(
      'already approved',
    );
    expect(await admin(settings, 'approve-user', 'nobody@example.com')).toMatchObject({
      code: 1,
    });
  });

  it('declines a pending account: its session ends and sign-in says why', async () => {
    const settings = tempSettings({ REGISTRATION_MODE: 'approval' });
    const web = await start(settings);
    const token = (await web.register('ana@example.com')).body.result.data.token as string;
    expect((await admin(settings, 'decline-user', 'ana@example.com')).code).toBe(0);
    expect((await web.call('GET', 'auth.me', undefined, token)).status).toBe(401);
    const login = await web.call('POST', 'auth.login', {
      email: 'ana@example.com',
      password: 'segredo123',
    });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toBe(
      'O cadastro desta conta não foi aprovado pelos administradores do grupo.',
    );
  });
});

describe('npm run admin -- create-invite', () => {
  it('prints a code that creates the given number of accounts, stored only as a hash', async () => {
    const settings = tempSettings({ REGISTRATION_MODE: 'invite' });
    const res = await admin(settings, 'create-invite', '--uses', '2', '--days', '3');
    expect(res).toMatchObject({ code: 0, err: '' });
    const code = /Invite code: (\S+)/.exec(res.out)?.[1];
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(res.out).toContain('up to 2 account(s)');

    const web = await start(settings);
    const stored = web.db.select().from(inviteCodes).get()!;
    expect(JSON.stringify(stored)).not.toContain(code!.replaceAll('-', ''));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(3 * 86_400_000);

    expect((await web.register('a@example.com', code!.toLowerCase())).status).toBe(200);
    expect((await web.register('b@example.com', code!.replaceAll('-', ' '))).status).toBe(200);
    const third = await web.register('c@example.com', code);
    expect(third.status).toBe(400);
    expect(third.body.error.data.errors).toEqual([
      {
        param: 'inviteCode',
        msg: 'Este código de convite já foi usado. Peça um novo a quem convidou você.',
      },
    ]);
  });

  it('refuses bad options with exit code 2, writing nothing', async () => {
    const settings = tempSettings();
    for (const args of [['--uses'], ['--uses', '0'], ['--days', '366'], ['--color', 'red']]) {
      const res = await admin(settings, 'create-invite', ...args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.err).toMatch(/create-invite|--uses|--days/);
    }
    expect((await admin(settings, 'create-invite')).out).toContain('REGISTRATION_MODE is open');
  });
});
