import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The schedule as the database keeps it: when each recurring task last ran. The scheduler decides
 * from these rows, so a restart neither skips a run that fell due while the process was down nor
 * runs one twice.
 */
export const scheduledTasks = sqliteTable('scheduled_tasks', {
  name: text('name').primaryKey(),
  /** The occurrence the last run stood for (a cron time, or the start of an interval run). */
  lastDueAt: integer('last_due_at', { mode: 'timestamp_ms' }).notNull(),
  lastStartedAt: integer('last_started_at', { mode: 'timestamp_ms' }),
  lastFinishedAt: integer('last_finished_at', { mode: 'timestamp_ms' }),
  /** The last run's error message; null when it succeeded. */
  lastError: text('last_error'),
});

export type ScheduledTaskRow = typeof scheduledTasks.$inferSelect;

/**
 * Each off-site copy of a local backup to the restic repository (backups.ts): its result, so
 * /admin/health shows the last one and the last success, whichever process (the server's schedule
 * or `npm run backup`) made it.
 */
export const offsiteBackups = sqliteTable('offsite_backups', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** The local backup folder's name that was copied. */
  backup: text('backup').notNull(),
  startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
  finishedAt: integer('finished_at', { mode: 'timestamp_ms' }).notNull(),
  /** restic's snapshot id; null when the copy failed. */
  snapshotId: text('snapshot_id'),
  /** What went wrong; null when the copy (and the retention after it) succeeded. */
  error: text('error'),
});

export type OffsiteBackupRow = typeof offsiteBackups.$inferSelect;

/**
 * One-time data steps that need the server (the secret, files) and so cannot be plain SQL in a
 * migration: each runs at startup until its row is written, in the same transaction as its work.
 */
export const dataSteps = sqliteTable('data_steps', {
  name: text('name').primaryKey(),
  doneAt: integer('done_at', { mode: 'timestamp_ms' }).notNull(),
});
