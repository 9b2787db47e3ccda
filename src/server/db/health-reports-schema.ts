import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Health } from '../../shared/constants.js';
import type { HealthReportStatus } from '../../shared/health-reports.js';
import { cats, checkins, users } from './core-schema.js';

/**
 * A cat's health as reported by someone who is not its carer (an urgent state, or a better one
 * while the cat is urgent): the cat's health stays as it was until a carer confirms, or a second,
 * different person near the cat with an account that has a history reports an urgent state within
 * 24 h (services/health-reports.ts, services/urgent-confirmation.ts).
 */
export const healthReports = sqliteTable(
  'health_reports',
  {
    id: text('id').primaryKey(),
    catId: text('cat_id')
      .notNull()
      .references(() => cats.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The check-in that carried the report. */
    checkinId: text('checkin_id').references(() => checkins.id, { onDelete: 'set null' }),
    health: text('health').$type<Health>().notNull(),
    status: text('status').$type<HealthReportStatus>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    /** When a carer's confirmation, a second report or a carer's check-in settled it. */
    settledAt: integer('settled_at', { mode: 'timestamp_ms' }),
    settledById: text('settled_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('health_reports_cat_status_idx').on(t.catId, t.status, t.createdAt)],
);
