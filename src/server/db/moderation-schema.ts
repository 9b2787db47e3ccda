import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import type {
  ModerationAction,
  ReportOutcome,
  ReportReason,
  ReportTarget,
} from '../../shared/moderation.js';
import { users } from './core-schema.js';

/** A person's report of a cat, photo, check-in or user; one open report per person and item. */
export const reports = sqliteTable(
  'reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<ReportTarget>().notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    text: text('text').notNull().default(''),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    resolvedById: text('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<ReportOutcome>(),
  },
  (t) => [
    uniqueIndex('reports_open_unique')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.resolvedAt} is null`),
    index('reports_target_idx').on(t.targetType, t.targetId),
    // The per-account report limit counts a reporter's recent reports (services/write-limits.ts).
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * Content a moderator (or three reports) took out of public view: never deleted, its points stay;
 * its owner still sees it, marked hidden with the reason.
 */
export const hiddenItems = sqliteTable(
  'hidden_items',
  {
    targetType: text('target_type').$type<Exclude<ReportTarget, 'user'>>().notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    /** Hidden by three reports, waiting for a moderator. */
    auto: integer('auto', { mode: 'boolean' }).notNull(),
    hiddenById: text('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.targetId, t.targetType] })],
);

/** Why a user is suspended (users.status = 'suspended'), shown to them at login. */
export const suspensions = sqliteTable('suspensions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedById: text('suspended_by_id').references(() => users.id, { onDelete: 'set null' }),
  suspendedAt: integer('suspended_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Every moderation action, kept: who did what to which item, and why. */
export const moderationLog = sqliteTable(
  'moderation_log',
  {
    id: text('id').primaryKey(),
    /** Null for the automatic hide after three reports. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<ModerationAction>().notNull(),
    targetType: text('target_type').$type<ReportTarget>().notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    /**
     * The moderator acted on their own content or on reports about themselves, allowed only
     * because no other moderator or admin exists.
     */
    ownCase: integer('own_case', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('moderation_log_created_idx').on(t.createdAt)],
);
