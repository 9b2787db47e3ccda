import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * What the limits count that leaves no row of its own (services/limit-store.ts): failed logins,
 * reset requests, join and carer requests, help claims, check-ins back-dated past their window.
 * The key is a SHA-256 (no e-mail or address is kept); rows older than two days are swept.
 */
export const limitEvents = sqliteTable(
  'limit_events',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [
    index('limit_events_key_idx').on(t.kind, t.key, t.at),
    index('limit_events_at_idx').on(t.at),
  ],
);
