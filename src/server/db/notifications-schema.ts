import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CELLS_PER_DEG, GRID_COLS, GRID_ROWS } from '../../shared/geo.js';
import type { NotificationKind, NotificationParams } from '../../shared/notifications.js';
import { cats, users } from './core-schema.js';

/** What became of a notification's push: see notifications/notify.ts. */
export const PUSH_STATES = ['none', 'pushed', 'held', 'digested', 'capped'] as const;
export type PushState = (typeof PUSH_STATES)[number];

/** A user's notifications, newest first on /notifications and the bell. */
export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    catId: text('cat_id').references(() => cats.id, { onDelete: 'cascade' }),
    /** The other person it is about (who asked to care, who is on the way), when there is one. */
    aboutUserId: text('about_user_id').references(() => users.id, { onDelete: 'set null' }),
    params: text('params', { mode: 'json' }).$type<NotificationParams>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    push: text('push').$type<PushState>().notNull(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_cat_idx').on(t.catId, t.userId, t.createdAt),
    index('notifications_held_idx')
      .on(t.userId)
      .where(sql`${t.push} = 'held'`),
  ],
);

/**
 * "Minha região": the point nearby alerts are measured from, rounded to about 1 km when stored.
 * Never shown to anyone but its user.
 */
export const alertRegions = sqliteTable(
  'alert_regions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    /**
     * The point's cell of the search grid: `cellOf(lat, lng)` (shared/geo.ts) written in SQL, so
     * every write keeps it. A cat's alert reads the cells within the largest radius of its public
     * point (notifications/events.ts); alert-cells.test.ts holds the two formulas equal.
     */
    cell: integer('cell').generatedAlwaysAs(
      sql.raw(
        `min(${GRID_ROWS - 1}, CAST((lat + 90) * ${CELLS_PER_DEG} AS INTEGER)) * ${GRID_COLS}` +
          ` + CAST((lng + 180) * ${CELLS_PER_DEG} AS INTEGER) % ${GRID_COLS}`,
      ),
      { mode: 'virtual' },
    ),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('alert_regions_cell_idx').on(t.cell)],
);

/** One browser or phone that agreed to receive pushes (the Push API's subscription). */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The device's language when it subscribed: its pushes are written in it. */
    locale: text('locale').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Pushes to send, one per device: written in the transaction of what caused them, sent by
 * notifications/push-sender.ts after the commit and by its sweep after a restart.
 */
export const pushDeliveries = sqliteTable(
  'push_deliveries',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The notification it announces; null for the morning digest. */
    notificationId: text('notification_id').references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    /** Whom it is for and the community day it counts in (the daily cap). */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    /** Groups one push's copies to several devices: the cap counts pushes, not devices. */
    pushId: text('push_id').notNull(),
    /** For the digest: how many notifications it stands for. */
    digestCount: integer('digest_count'),
    urgent: integer('urgent', { mode: 'boolean' }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    /** When it ended: accepted by the push service, or given up. */
    doneAt: integer('done_at', { mode: 'timestamp_ms' }),
    result: text('result').$type<'sent' | 'failed'>(),
  },
  (t) => [
    index('push_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.doneAt} is null`),
    index('push_deliveries_user_day_idx').on(t.userId, t.day),
  ],
);

export const HELP_CLAIM_ENDS = ['checkin', 'gaveUp', 'lapsed', 'resolved'] as const;
export type HelpClaimEnd = (typeof HELP_CLAIM_ENDS)[number];

/**
 * "Eu vou ajudar": someone offers to go to a cat in Emergência or Precisa de atenção. It is an
 * offer until one of the cat's carers or its reporter accepts it (`acceptedAt`); only then does
 * the helper see the brief. The earliest open claim on a cat leads; later ones joined ("também
 * vou"). Ends with the helper's check-in, giving up, the cat's recovery, or after 3 h.
 */
export const helpClaims = sqliteTable(
  'help_claims',
  {
    id: text('id').primaryKey(),
    catId: text('cat_id')
      .notNull()
      .references(() => cats.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lapsesAt: integer('lapses_at', { mode: 'timestamp_ms' }).notNull(),
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
    endReason: text('end_reason').$type<HelpClaimEnd>(),
    /** When the offer was accepted; set at once when nobody can accept (docs/abuse.md). */
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
    /**
     * Who accepted it: a carer or the reporter; null when it was accepted with nobody to ask. A
     * plain id (SQLite adds no foreign key to an existing table); accounts are anonymised, not
     * deleted, and export and deletion read `userId` only.
     */
    acceptedById: text('accepted_by_id'),
    /** Where to go, as the accepter typed it (a landmark, a pin's words); gone when it ends. */
    spot: text('spot'),
  },
  (t) => [
    uniqueIndex('help_claims_open_unique')
      .on(t.catId, t.userId)
      .where(sql`${t.endedAt} is null`),
    index('help_claims_lapse_idx')
      .on(t.lapsesAt)
      .where(sql`${t.endedAt} is null`),
  ],
);
