import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns.js';
import { cats, userId, users } from './core-schema.js';

export const CARER_STATUS = ['pending', 'approved', 'declined', 'revoked'] as const;
export type CarerStatus = (typeof CARER_STATUS)[number];

/**
 * One row per (cat, user) who asked to care for it: the request and its latest decision. Approved
 * rows make the user a carer (services/carer-rule.ts); asking again reuses the row.
 */
export const carerRequests = sqliteTable(
  'carer_requests',
  {
    catId: text('cat_id')
      .notNull()
      .references(() => cats.id, { onDelete: 'cascade' }),
    userId: userId('user_id', 'cascade'),
    status: text('status').$type<CarerStatus>().notNull(),
    message: text('message').notNull().default(''),
    requestedAt: timestamp('requested_at').notNull(),
    decidedById: text('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at'),
  },
  (t) => [
    primaryKey({ columns: [t.catId, t.userId] }),
    // Covering: a signed-in request reads its caller's approved cats from the index alone.
    index('carer_requests_user_status_idx').on(t.userId, t.status, t.catId),
    index('carer_requests_status_cat_idx').on(t.status, t.catId),
  ],
);
