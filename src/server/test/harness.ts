import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { createDeps, isAdminEmail, type Context, type Deps } from '../context.js';
import { openDatabase } from '../db/client.js';
import { users, type User } from '../db/schema.js';
import { ManualClock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import { testSettings, type Settings } from '../settings.js';
import { Tokens } from '../services/tokens.js';
import { createCaller } from '../trpc/router.js';
import type { Locale } from '../../shared/constants.js';

export interface HarnessOptions {
  settings?: Partial<Settings>;
  fetch?: typeof globalThis.fetch;
}

/**
 * A fresh in-memory database migrated from drizzle/, a settable clock, a temporary uploads
 * folder, and tRPC callers for anonymous and signed-in users. Call `close()` in afterEach.
 */
export function createHarness(options: HarnessOptions = {}) {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'gateiros-test-'));
  const settings = testSettings({
    DATABASE_PATH: ':memory:',
    UPLOADS_DIR: uploadsDir,
    ADMIN_EMAILS: ['admin@gateiros.test'],
    ...options.settings,
  });
  const db = openDatabase(':memory:');
  const clock = new ManualClock();
  const deps: Deps = createDeps({
    db,
    settings,
    clock,
    tokens: new Tokens(randomBytes(32)),
    fetch: options.fetch,
  });

  const context = (user: User | null, locale: Locale = 'pt-BR', ip = '127.0.0.1'): Context => ({
    ...deps,
    user,
    isAdmin: isAdminEmail(settings, user?.email ?? null),
    locale,
    ip,
  });

  const callerFor = (user: User | null, locale?: Locale, ip?: string) =>
    createCaller(context(user, locale, ip));

  /** Inserts a user directly (no argon2: fast enough for tests that need hundreds). */
  const createUser = (fields: Partial<typeof users.$inferInsert> = {}): User => {
    const id = newId();
    return db
      .insert(users)
      .values({
        id,
        name: `User ${id.slice(0, 6)}`,
        email: `${id}@gateiros.test`,
        createdAt: clock.now(),
        updatedAt: clock.now(),
        ...fields,
      })
      .returning()
      .get();
  };

  const reload = (user: User): User => db.select().from(users).where(eq(users.id, user.id)).get()!;

  return {
    db,
    clock,
    settings,
    deps,
    uploadsDir,
    context,
    callerFor,
    anon: callerFor(null),
    createUser,
    reload,
    close() {
      db.$client.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
export type Harness = ReturnType<typeof createHarness>;

/** The real Fastify app on a fresh in-memory database, for inject tests. */
export async function createTestApp(options: HarnessOptions & { clock?: ManualClock } = {}) {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'gateiros-app-'));
  const settings = testSettings({
    DATABASE_PATH: ':memory:',
    UPLOADS_DIR: uploadsDir,
    ADMIN_EMAILS: ['admin@gateiros.test'],
    ...options.settings,
  });
  const db = openDatabase(':memory:');
  const clock = options.clock ?? new ManualClock();
  const app = await buildApp({ settings, db, clock, fetch: options.fetch, clientDir: null });
  return {
    app,
    db,
    clock,
    settings,
    uploadsDir,
    async close() {
      await app.close();
      db.$client.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
