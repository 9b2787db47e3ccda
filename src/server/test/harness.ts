import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { createDeps, isAdminUser, type Context, type Deps } from '../context.js';
import { openDatabase } from '../db/client.js';
import type { Db } from '../db/client.js';
import { users, type User } from '../db/schema.js';
import { ManualClock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import type { LogOption } from '../logging.js';
import { testSettings, type Settings } from '../settings.js';
import { Tokens } from '../services/tokens.js';
import { createCaller } from '../trpc/router.js';
import type { Locale } from '../../shared/constants.js';

export interface HarnessOptions {
  settings?: Partial<Settings>;
  fetch?: typeof globalThis.fetch;
  /**
   * The server secret (random by default). It keys the privacy cells, so a test whose outcome
   * hangs on a public point (a non-carer's check-in distance) gives one to replay exactly.
   */
  secret?: Uint8Array;
}

/** A temporary uploads folder, settings pointing at it, and a fresh migrated in-memory database. */
function testEnvironment(prefix: string, options: HarnessOptions) {
  const uploadsDir = mkdtempSync(join(tmpdir(), prefix));
  const settings = testSettings({
    DATABASE_PATH: ':memory:',
    UPLOADS_DIR: uploadsDir,
    ...options.settings,
  });
  return { uploadsDir, settings, db: openDatabase(':memory:') };
}

/** Inserts a user directly (no argon2: fast enough for tests that need hundreds). */
function insertUser(db: Db, clock: ManualClock, fields: Partial<typeof users.$inferInsert>): User {
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
}

/**
 * A fresh in-memory database migrated from drizzle/, a settable clock, a temporary uploads
 * folder, and tRPC callers for anonymous and signed-in users. Call `close()` in afterEach.
 */
export function createHarness(options: HarnessOptions = {}) {
  const { uploadsDir, settings, db } = testEnvironment('gateiros-test-', options);
  const clock = new ManualClock();
  const deps: Deps = createDeps({
    db,
    settings,
    clock,
    tokens: new Tokens(options.secret ?? randomBytes(32)),
    fetch: options.fetch,
  });

  /** As createContext makes it: an account awaiting approval is no user (declined: nobody). */
  const context = (account: User | null, locale: Locale = 'pt-BR', ip = '127.0.0.1'): Context => {
    const user = account?.status === 'active' ? account : null;
    const pendingUser = account?.status === 'pending' ? account : null;
    return { ...deps, user, pendingUser, isAdmin: isAdminUser(user), locale, ip };
  };

  const callerFor = (user: User | null, locale?: Locale, ip?: string) =>
    createCaller(context(user, locale, ip));

  const createUser = (fields: Partial<typeof users.$inferInsert> = {}): User =>
    insertUser(db, clock, fields);

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the assertions
export type JsonBody = Record<string, any>;

/**
 * The real Fastify app on a fresh in-memory database, for inject tests; `postForm` sends over a
 * real socket (listening on first use), since the tRPC adapter streams multipart bodies from the
 * Node request, which `inject` does not provide.
 */
export async function createTestApp(
  options: HarnessOptions & {
    clock?: ManualClock;
    clientDir?: string;
    /** Where the app's log lines go (LOG_LEVEL in `settings` picks how many). */
    logger?: LogOption;
  } = {},
) {
  const { uploadsDir, settings, db } = testEnvironment('gateiros-app-', options);
  const clock = options.clock ?? new ManualClock();
  const app = await buildApp({
    settings,
    db,
    clock,
    fetch: options.fetch,
    clientDir: options.clientDir ?? null,
    logger: options.logger,
  });
  let address: string | undefined;
  return {
    app,
    db,
    clock,
    settings,
    uploadsDir,
    createUser: (fields: Partial<typeof users.$inferInsert> = {}) => insertUser(db, clock, fields),
    tokenFor: (user: User) =>
      app.deps.tokens.sign({ userId: user.id, version: user.tokenVersion }, clock.now()),
    /** A tRPC query (GET with the input as JSON in the URL). */
    async query(path: string, input: unknown, headers: Record<string, string> = {}) {
      const res = await app.inject({
        method: 'GET',
        url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers,
      });
      return { status: res.statusCode, body: res.json<JsonBody>() };
    },
    /** A FormData POST the way the web client's httpLink sends it. */
    async postForm(path: string, form: FormData, headers: Record<string, string> = {}) {
      address ??= await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${address}/trpc/${path}`, { method: 'POST', body: form, headers });
      return { status: res.status, body: (await res.json()) as JsonBody };
    },
    async close() {
      await app.close();
      db.$client.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
