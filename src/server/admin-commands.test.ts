import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { runAdmin } from './admin-commands.js';
import { buildApp } from './app.js';
import { users } from './db/schema.js';
import { ManualClock } from './lib/clock.js';
import { testSettings, type Settings } from './settings.js';
import { insertCat } from './test/fixtures.js';
import type { JsonBody } from './test/harness.js';

/**
 * The admin commands as the CLI runs them (`npm run admin -- …` calls runAdmin with the console),
 * on a database file shared with a running app, so the effect is seen through real requests.
 */

let dir: string | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function tempSettings(over: Partial<Settings> = {}): Settings {
  dir = mkdtempSync(join(tmpdir(), 'gateiros-admin-'));
  return testSettings({
    DATABASE_PATH: join(dir, 'data', 'gateiros.db'),
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

const clock = new ManualClock();
let owners = 0;

async function start(settings: Settings) {
  app = await buildApp({ settings, clock, clientDir: null, logger: false });
  const running = app;
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await running.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: token ? { 'x-auth-token': token } : {},
      payload: body as object,
    });
    return {
      status: res.statusCode,
      body: res.json<JsonBody>(),
    };
  };
  const signIn = async (email: string, password: string): Promise<string> => {
    const res = await post('auth.login', { email, password });
    expect(res.status).toBe(200);
    return res.body.result.data.token as string;
  };
  const register = async (name: string, email: string) => {
    const res = await post('auth.register', { name, email, password: 'segredo123' });
    expect(res.status).toBe(200);
    const user = running.deps.db.select().from(users).where(eq(users.email, email)).get()!;
    return { user, token: res.body.result.data.token as string };
  };
  const me = async (token: string) => {
    const res = await running.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: { 'x-auth-token': token },
    });
    return res.json<{ result: { data: { isAdmin: boolean; name: string } } }>().result.data;
  };
  /** A cat of someone else, and whether the caller may delete it. */
  const mayDeleteOthersCat = async (token: string) => {
    owners += 1;
    const owner = await register(`Dona ${owners}`, `dona${owners}@example.com`);
    const cat = insertCat(
      { db: running.deps.db, clock, createUser: () => owner.user },
      { discoveredById: owner.user.id },
    );
    const res = await post('cats.delete', { id: cat.id }, token);
    expect([200, 403]).toContain(res.status);
    return res.status === 200;
  };
  return { post, signIn, register, me, mayDeleteOthersCat, db: running.deps.db };
}

describe('npm run admin -- create-admin', () => {
  it('flags an existing account, which then may edit and delete other people’s cats', async () => {
    const settings = tempSettings();
    const web = await start(settings);
    const bia = await web.register('Bia', 'bia@example.com');
    expect(await web.mayDeleteOthersCat(bia.token)).toBe(false);
    expect((await web.me(bia.token)).isAdmin).toBe(false);

    const res = await admin(settings, 'create-admin', 'Bia@Example.com');
    expect(res).toMatchObject({ code: 0, err: '' });
    expect(res.out).toContain('bia@example.com is now an admin');
    // The same token: admin rights are read from the account on every request.
    expect((await web.me(bia.token)).isAdmin).toBe(true);
    expect(await web.mayDeleteOthersCat(bia.token)).toBe(true);

    const again = await admin(settings, 'create-admin', 'bia@example.com');
    expect(again).toMatchObject({ code: 0 });
    expect(again.out).toContain('already an admin');
  });

  it('creates an unknown e-mail’s account with a printed one-time password that signs in', async () => {
    const settings = tempSettings();
    const res = await admin(settings, 'create-admin', 'Zelador.Praca@Example.org');
    expect(res.code).toBe(0);
    const password = /one-time password: (\S+)/.exec(res.out)?.[1];
    expect(password).toMatch(/^[a-zA-Z2-9]{12}$/);

    const web = await start(settings);
    const stored = web.db
      .select()
      .from(users)
      .where(eq(users.email, 'zelador.praca@example.org'))
      .get()!;
    expect(stored).toMatchObject({ isAdmin: true, name: 'zelador.praca' });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(res.out).not.toContain(stored.passwordHash);

    const token = await web.signIn('zelador.praca@example.org', password!);
    expect(await web.me(token)).toMatchObject({ isAdmin: true, name: 'zelador.praca' });
    expect(await web.mayDeleteOthersCat(token)).toBe(true);
  });

  it('refuses bad input with exit code 2 and a clear message, writing nothing', async () => {
    const settings = tempSettings();
    const cases: [string[], RegExp][] = [
      [['create-admin'], /create-admin needs an e-mail address/],
      [['create-admin', 'not-an-email'], /Not an e-mail address: not-an-email/],
      [['create-admin', 'ana@'], /Not an e-mail address/],
      [['create-admin', 'a@b.co', 'extra'], /Too many arguments: extra/],
      [['remove-admin', 'x'], /Not an e-mail address/],
      [['reset-password'], /reset-password needs an e-mail address/],
      [['restore', '1', 'extra'], /Too many arguments: extra/],
      [['make-admin', 'a@b.co'], /Unknown command: make-admin/],
      [['toString', 'a@b.co'], /Unknown command: toString/],
      [[], /Which command\?/],
    ];
    for (const [args, message] of cases) {
      const res = await admin(settings, ...args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.err, args.join(' ')).toMatch(message);
      expect(res.err).toContain('Usage: npm run admin');
      expect(res.out).toBe('');
    }
    // Not even the database file was created.
    expect(existsSync(settings.DATABASE_PATH)).toBe(false);
    expect(await admin(settings, '--help')).toMatchObject({ code: 0, err: '' });
  });

  it('leaves a deleted account alone', async () => {
    const settings = tempSettings();
    const web = await start(settings);
    const ana = await web.register('Ana', 'ana@example.com');
    web.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, ana.user.id)).run();
    const res = await admin(settings, 'create-admin', 'ana@example.com');
    expect(res.code).toBe(1);
    expect(res.err).toContain('was deleted');
    expect(web.db.select().from(users).where(eq(users.id, ana.user.id)).get()!.isAdmin).toBe(false);
  });
});

describe('npm run admin -- remove-admin', () => {
  it('takes the admin rights away', async () => {
    const settings = tempSettings();
    const web = await start(settings);
    const bia = await web.register('Bia', 'bia@example.com');
    expect((await admin(settings, 'create-admin', 'bia@example.com')).code).toBe(0);
    expect(await web.mayDeleteOthersCat(bia.token)).toBe(true);

    const res = await admin(settings, 'remove-admin', 'bia@example.com');
    expect(res).toMatchObject({ code: 0, err: '' });
    expect(res.out).toContain('bia@example.com is no longer flagged as admin');
    expect(await web.mayDeleteOthersCat(bia.token)).toBe(false);
    expect((await web.me(bia.token)).isAdmin).toBe(false);
    expect(await admin(settings, 'remove-admin', 'nobody@example.com')).toMatchObject({ code: 1 });
  });
});

describe('npm run admin -- reset-password', () => {
  it('prints a one-time password that signs in, and refuses unknown e-mails', async () => {
    const settings = tempSettings();
    const web = await start(settings);
    await web.register('Ana', 'ana@example.com');
    const res = await admin(settings, 'reset-password', 'ANA@example.com');
    expect(res.code).toBe(0);
    const password = /one-time password for ana@example.com: (\S+)/.exec(res.out)?.[1];
    expect(password).toMatch(/^[a-zA-Z2-9]{12}$/);
    await web.signIn('ana@example.com', password!);
    const unknown = await admin(settings, 'reset-password', 'nobody@example.com');
    expect(unknown).toMatchObject({ code: 1, out: '' });
    expect(unknown.err).toContain('No account with the e-mail nobody@example.com');
  });
});

describe('backup and restore commands', () => {
  it('backs up into BACKUP_DIR, lists the backups, and restores one by number once the server stops', async () => {
    const settings = tempSettings({ PORT: 0 });
    settings.BACKUP_DIR = join(dir!, 'backups');
    const web = await start(settings);
    await web.register('Ana', 'ana@example.com');
    expect(await admin(settings, 'backup')).toMatchObject({ code: 0, err: '' });
    await web.register('Bia', 'bia@example.com');
    expect((await admin(settings, 'backup')).out).toMatch(/^Backup written to .*backups/);

    const listed = await admin(settings, 'restore');
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n').filter((line) => /^ {2}\d\. /.test(line))).toHaveLength(2);
    expect((await admin(settings, 'restore', '3')).err).toMatch(/no backup number 3/);

    // While the server answers on its port, restore refuses and changes nothing.
    const address = new URL(await app!.listen({ port: 0, host: '127.0.0.1' }));
    const running = { ...settings, PORT: Number(address.port) };
    const refused = await admin(running, 'restore', '2');
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.err).toMatch(/server is running .*stop it first/);
    await app!.close();
    app = undefined;

    // Number 2 is the older one: Bia's account is not in it.
    expect(await admin(running, 'restore', '2')).toMatchObject({ code: 0, err: '' });
    const after = await start(settings);
    expect(
      after.db
        .select()
        .from(users)
        .all()
        .map((u) => u.name),
    ).toEqual(['Ana']);
  });
});
