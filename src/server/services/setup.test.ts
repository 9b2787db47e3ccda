import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../admin-commands.js';
import { setupTokens } from '../db/accounts-schema.js';
import { users } from '../db/schema.js';
import { createTestApp, type JsonBody, type TestApp } from '../test/harness.js';
import { newSetupLink } from './setup.js';

/**
 * The first run from the browser, on the real Fastify app: the one-time setup link creates the
 * first admin, signed in, and then dies; an older, expired or made-up link creates nobody.
 */

const HOUR = 60 * 60 * 1000;
let t: TestApp;
afterEach(async () => {
  await t.close();
});

const PUBLIC_URL = 'https://gatos.example.org';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function post(path: string, input: unknown, locale = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    payload: JSON.stringify(input),
  });
  return { status: res.statusCode, body: res.json<JsonBody>() };
}

const works = async (token: string) =>
  ((await t.query('auth.setupStatus', { token })).body.result?.data as { works: boolean }).works;

const admin = (token: string) => ({
  token,
  name: 'Quem cuida',
  email: 'Dona@Gateiros.test',
  password: 'senha-bem-comprida',
});

describe('first-run setup link', () => {
  it('creates the first admin, signed in, once; the link then dies', async () => {
    t = await createTestApp({ settings: { PUBLIC_URL } });
    const link = newSetupLink(t.db, t.settings, t.clock.now())!;
    expect(link).toMatch(/^https:\/\/gatos\.example\.org\/setup\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    // Stored hashed: a copy of the database opens nothing.
    const [row] = t.db.select().from(setupTokens).all();
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect(await works(token)).toBe(true);

    const created = await post('auth.setup', admin(token));
    expect(created.status).toBe(200);
    const session = created.body.result.data as { token: string; user: { isAdmin: boolean } };
    expect(session.user.isAdmin).toBe(true);
    const me = await t.query('auth.me', undefined, { authorization: `Bearer ${session.token}` });
    expect(me.body.result.data).toMatchObject({ email: 'dona@gateiros.test', isAdmin: true });

    expect(await works(token)).toBe(false);
    const again = await post('auth.setup', { ...admin(token), email: 'outra@gateiros.test' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(
      'This setup link no longer works. Use the newest link in the server log.',
    );
    expect(t.db.select().from(users).where(eq(users.isAdmin, true)).all()).toHaveLength(1);
    // With an admin there is no link any more.
    expect(newSetupLink(t.db, t.settings, t.clock.now())).toBeNull();
    expect(t.db.select().from(setupTokens).all()).toEqual([]);
  });

  it('a new link kills the one before; a link dies after 24 hours; a made-up one never works', async () => {
    t = await createTestApp({ settings: { PUBLIC_URL } });
    const first = tokenOf(newSetupLink(t.db, t.settings, t.clock.now())!);
    const second = tokenOf(newSetupLink(t.db, t.settings, t.clock.now())!);
    expect(await works(first)).toBe(false);
    expect((await post('auth.setup', admin(first), 'pt-BR')).body.error.message).toBe(
      'Este link de configuração não vale mais. Use o link mais novo do log do servidor.',
    );
    expect(await works('A'.repeat(43))).toBe(false);
    t.clock.advance(23 * HOUR);
    expect(await works(second)).toBe(true);
    t.clock.advance(HOUR);
    expect(await works(second)).toBe(false);
    expect((await post('auth.setup', admin(second))).status).toBe(400);
    expect(t.db.select().from(users).all()).toEqual([]);
  });

  it('without the link the first account is no admin', async () => {
    t = await createTestApp({ settings: { PUBLIC_URL } });
    newSetupLink(t.db, t.settings, t.clock.now());
    const registered = await post('auth.register', {
      name: 'Primeira',
      email: 'primeira@gateiros.test',
      password: 'senha-bem-comprida',
    });
    expect(registered.status).toBe(200);
    expect((registered.body.result.data as { user: { isAdmin: boolean } }).user.isAdmin).toBe(
      false,
    );
    expect((await post('auth.setup', { ...admin('x'.repeat(10)) })).status).toBe(400);
  });

  it('npm run admin -- setup-link prints a new link, and refuses once an admin exists', async () => {
    t = await createTestApp({ settings: { PUBLIC_URL } });
    const out: string[] = [];
    const io = {
      settings: t.settings,
      out: (l: string) => out.push(l),
      err: (l: string) => out.push(l),
    };
    // The command opens DATABASE_PATH: a file here.
    const dir = mkdtempSync(join(tmpdir(), 'gateiros-setup-link-'));
    try {
      const settings = { ...t.settings, DATABASE_PATH: join(dir, 'gateiros.db') };
      expect(await runAdmin(['setup-link'], { ...io, settings })).toBe(0);
      expect(out.join('\n')).toMatch(
        /Open this one-time link within 24 hours to create the admin: https:\/\/gatos\.example\.org\/setup\?token=[A-Za-z0-9_-]{43}/,
      );
      expect(await runAdmin(['create-admin', 'eu@gateiros.test'], { ...io, settings })).toBe(0);
      out.length = 0;
      expect(await runAdmin(['setup-link'], { ...io, settings })).toBe(1);
      expect(out.join('\n')).toContain('An admin exists already');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
