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
 * One-time data steps that need the server (the secret, files) and so cannot be plain SQL in a
 * migration: each runs at startup until its row is written, in the same transaction as its work.
 */
export const dataSteps = sqliteTable('data_steps', {
  name: text('name').primaryKey(),
  doneAt: integer('done_at', { mode: 'timestamp_ms' }).notNull(),
});
