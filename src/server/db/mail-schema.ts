import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './core-schema.js';

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

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Outgoing mail, written in the same transaction as what caused it (a reset link's token), and
 * sent from here by the Mailer with retries: a mail accepted before a crash goes out after the
 * restart. `messageId` is the mail's Message-ID header, the same on every attempt, so a rare resend
 * (a crash between the SMTP server's "ok" and the row marked sent) is recognisable. The body holds
 * a live link, so it is emptied once the mail is sent or given up.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id').notNull().unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    /** Failed attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When it is next tried (pending), with exponential backoff after each failure. */
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    lastAttemptAt: integer('last_attempt_at', { mode: 'timestamp_ms' }),
    lastError: text('last_error'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export type OutboxRow = typeof mailOutbox.$inferSelect;
