import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { cats, users } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../services/auth.js';
import { WRITE_LIMITS } from '../services/write-limiters.js';
import { exitOf, startServer } from '../test/server-process.js';

/**
 * Issue 44, 5: the real server process, killed between requests, comes back with the same
 * budgets: a reporter over her report limit is still refused, and so is a new device waiting
 * after wrong passwords (the counts live in SQLite, not in the process).
 */

let dir: string;
let stopServer: (() => void) | undefined;
afterEach(() => {
  stopServer?.();
  rmSync(dir, { recursive: true, force: true });
});

const PASSWORD = 'segredo-certo';

async function seed(databasePath: string) {
  const db = openDatabase(databasePath);
  const now = new Date();
  const passwordHash = await hashPassword(PASSWORD);
  const person = (name: string) => ({
    id: newId(),
    name,
    email: `${name.toLowerCase()}@example.com`,
    passwordHash,
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const [ana, bia, registrar] = [person('Ana'), person('Bia'), person('Caio')];
  db.insert(users).values([ana, bia, registrar]).run();
  const catIds = Array.from({ length: WRITE_LIMITS.reports.max + 3 }, () => newId());
  db.insert(cats)
    .values(
      catIds.map((id, i) => ({
        id,
        name: `Gato ${i}`,
        lat: -23.55,
        lng: -46.63,
        publicLat: -23.5485,
        publicLng: -46.63,
        cell: 1,
        publicCell: 2,
        discoveredById: registrar.id,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .run();
  db.$client.close();
  return catIds;
}

async function post(base: string, path: string, input: unknown, token?: string) {
  const res = await fetch(`${base}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as {
    result?: { data: { token?: string } };
    error?: { message: string };
  };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

it('keeps the report budget and the login wait across a restart of the real server', async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateiros-limits-restart-'));
  const databasePath = join(dir, 'gateiros.db');
  const catIds = await seed(databasePath);
  const env = {
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: join(dir, 'uploads'),
    BACKUP_EVERY_HOURS: '0',
  };
  const report = (base: string, i: number, token: string) =>
    post(
      base,
      'moderation.report',
      { targetType: 'cat', targetId: catIds[i], reason: 'fake' },
      token,
    );
  const login = (base: string, email: string, password: string) =>
    post(base, 'auth.login', { email, password });

  const first = await startServer(env);
  stopServer = first.stop;
  const signedIn = await login(first.base, 'ana@example.com', PASSWORD);
  expect(signedIn.status).toBe(200);
  const token = signedIn.body.result!.data.token!;
  for (let i = 0; i < WRITE_LIMITS.reports.max; i++) {
    expect((await report(first.base, i, token)).status).toBe(200);
  }
  const refused = await report(first.base, WRITE_LIMITS.reports.max, token);
  expect(refused.status).toBe(429);
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  expect(refused.body.error!.message).toBe(
    'Você fez muitos registros deste tipo em pouco tempo. Tente de novo em 1 hora.',
  );
  // Ten wrong passwords for Bia's account from this address: her next try here waits.
  for (let i = 0; i < 10; i++) {
    expect((await login(first.base, 'bia@example.com', `chute${i}`)).status).toBe(400);
  }
  expect((await login(first.base, 'bia@example.com', PASSWORD)).status).toBe(429);

  first.child.kill('SIGKILL');
  await exitOf(first.child);
  const second = await startServer(env);
  stopServer = second.stop;

  // The login wait first: it is the shorter one (a minute).
  const waiting = await login(second.base, 'bia@example.com', PASSWORD);
  expect(waiting.status).toBe(429);
  expect(Number(waiting.retryAfter)).toBeGreaterThan(0);
  const after = await report(second.base, WRITE_LIMITS.reports.max + 1, token);
  expect(after.status).toBe(429);
  expect(Number(after.retryAfter)).toBeGreaterThan(0);
  second.child.kill('SIGTERM');
  expect(await exitOf(second.child)).toEqual({ code: 0, signal: null });
}, 120_000);
