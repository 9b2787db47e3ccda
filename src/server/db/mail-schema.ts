import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './schema.js';

export const EMAIL_TOKEN_PURPOSES = ['reset', 'verify', 'unlock'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * Links sent by e-mail (password reset, address verification): only the SHA-256 of the token is
 * kept, so a copy of the database opens no account. Single use: usedAt is set when it works.
 */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
    /** The address the link was sent to: a verification proves this one, not a later one. */
    email: text('email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);
