import { and, count, eq, gt } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { message, type Message } from '../../shared/messages.js';
import { retryWhen } from '../../shared/retry-when.js';
import type { Db } from '../db/client.js';
import { cats, checkins, reports } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { translatorFor } from '../lib/i18n.js';
import { captureTime } from './captured-at.js';
import { addEvent, eventCount, eventTimes, takeEvent, waitToFit } from './limit-store.js';
import { WRITE_LIMITS, type WriteKind } from './write-limiters.js';
import type { AuthedContext, Context } from '../context.js';

/** The wait in words, in the caller's language: "em 5 minutos", "amanhã às 14:00". */
export function retryPhrase(ctx: Context, waitMs: number): string {
  const when = retryWhen(ctx.locale, ctx.settings.TZ_COMMUNITY, ctx.clock.now(), waitMs);
  return 'in' in when ? when.in : translatorFor(ctx.locale).errors.retryDayTime(when);
}

/** A 429 with `Retry-After` (whole seconds) on the answer, over tRPC and REST alike. */
export function tooManyRequests(ctx: Context, waitMs: number, text: Message): AppError {
  ctx.setHeader?.('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new AppError('TOO_MANY_REQUESTS', text);
}

/**
 * A limit on attempts kept in `limit_events` (registrations, password changes, mails sent again):
 * counts one for `key`, or refuses with 429 and the wait when the window is full.
 */
export function limitAttempts(
  ctx: Context,
  kind: string,
  key: string,
  limit: { max: number; windowMs: number },
): void {
  const wait = takeEvent(ctx.db, kind, key, limit, ctx.clock.now().getTime());
  if (wait > 0) {
    const when = retryPhrase(ctx, wait);
    throw tooManyRequests(ctx, wait, message('tooManyAttemptsWhen', { when }));
  }
}

/**
 * Where a kind of write leaves rows of its own, the limit counts them (a check-in costs no extra
 * write): the author's rows made in the window. Written past the window (back-dated from the
 * phone, `capturedAt`) or deleted since, a write is counted in `limit_events` instead; so is every
 * write of the other kinds.
 */
function rowsOf(table: SQLiteTable, by: SQLiteColumn, at: SQLiteColumn) {
  const where = (userId: string, since: number) => and(eq(by, userId), gt(at, new Date(since)));
  return {
    count: (db: Db, userId: string, since: number) =>
      db.select({ n: count() }).from(table).where(where(userId, since)).get()?.n ?? 0,
    times: (db: Db, userId: string, since: number) =>
      db
        .select({ at })
        .from(table)
        .where(where(userId, since))
        .all()
        .map((row) => (row.at as Date).getTime()),
  };
}

const ROWS: Partial<Record<WriteKind, ReturnType<typeof rowsOf>>> = {
  checkins: rowsOf(checkins, checkins.userId, checkins.createdAt),
  cats: rowsOf(cats, cats.discoveredById, cats.createdAt),
  reports: rowsOf(reports, reports.reporterId, reports.createdAt),
};

const eventKind = (kind: WriteKind) => `write:${kind}`;

/**
 * Counts `n` writes of one kind for the caller (a colony feeding counts each cat's check-in), or
 * refuses them all with 429 when they do not fit in the account's window. `capturedAt` is the
 * phone's time of a back-dated write. The window slides: a write counts for `windowMs` after it.
 *
 * The rows and events are what a restart keeps. Writes still on their way (photos being stored)
 * have no row yet, so the process also counts writes in memory, and the larger count decides.
 */
export function limitWrites(ctx: AuthedContext, kind: WriteKind, n = 1, capturedAt?: string): void {
  const limit = WRITE_LIMITS[kind];
  const now = ctx.clock.now();
  const at = now.getTime();
  const since = at - limit.windowMs;
  const userId = ctx.user.id;
  const rows = ROWS[kind];
  const stored =
    (rows?.count(ctx.db, userId, since) ?? 0) + eventCount(ctx.db, eventKind(kind), userId, since);
  const memory = ctx.limits.writes[kind];
  const inMemory = memory.used(userId, at);
  if (Math.max(stored, inMemory) + n > limit.max) {
    const times =
      stored + n > limit.max
        ? [
            ...(rows?.times(ctx.db, userId, since) ?? []),
            ...eventTimes(ctx.db, eventKind(kind), userId, since),
          ].sort((a, b) => a - b)
        : [];
    const wait = Math.max(
      waitToFit(times, limit, n, at),
      inMemory + n > limit.max ? memory.waitFor(userId, at) : 0,
    );
    throw tooManyRequests(ctx, wait, message('tooManyWrites', { when: retryPhrase(ctx, wait) }));
  }
  memory.add(userId, at, n);
  if (!rows || captureTime(now, capturedAt).madeAt.getTime() <= since) {
    addEvent(ctx.db, eventKind(kind), userId, at, n);
  }
}

/**
 * A deleted row leaves its write's count: a cat deleted within its window is counted in
 * `limit_events` from then on, so deleting gives no budget back.
 */
export function keepDeletedWrite(
  ctx: Context,
  kind: WriteKind,
  row: { userId: string | null; madeAt: Date },
): void {
  const madeAt = row.madeAt.getTime();
  if (row.userId && madeAt > ctx.clock.now().getTime() - WRITE_LIMITS[kind].windowMs) {
    addEvent(ctx.db, eventKind(kind), row.userId, madeAt);
  }
}
