import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notificationPath, notificationText } from '../../shared/notification-text.js';
import { NOTIFY } from '../../shared/notifications.js';
import type {
  markReadInput,
  notificationsInput,
  pushSubscribeInput,
  regionInput,
  NotificationDto,
} from '../../shared/schemas/notifications.js';
import type { AuthedContext } from '../context.js';
import { transaction } from '../db/client.js';
import { alertRegions, notifications, pushSubscriptions } from '../db/notifications-schema.js';
import { newId } from '../lib/ids.js';
import { translatorFor } from '../lib/i18n.js';
import { pushServiceAllowed } from './vapid.js';
import { fail } from '../lib/app-error.js';

type Ctx = Pick<AuthedContext, 'db' | 'user' | 'locale' | 'clock' | 'settings'>;

export function unreadCount(ctx: Ctx): number {
  return (
    ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, ctx.user.id), isNull(notifications.readAt)))
      .get()?.n ?? 0
  );
}

/** The caller's notifications, newest first, each written in the caller's language. */
export function listNotifications(ctx: Ctx, input: z.output<typeof notificationsInput>) {
  const mine = eq(notifications.userId, ctx.user.id);
  const total = ctx.db.select({ n: count() }).from(notifications).where(mine).get()?.n ?? 0;
  const rows = ctx.db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(sql`${notifications}.rowid`))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit)
    .all();
  const LL = translatorFor(ctx.locale);
  const items: NotificationDto[] = rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    catId: row.catId,
    userId: row.aboutUserId,
    userName: row.aboutUserId ? (row.params.userName ?? null) : null,
    text: notificationText(LL, row),
    path: notificationPath(row),
  }));
  return {
    notifications: items,
    unread: unreadCount(ctx),
    total,
    page: input.page,
    totalPages: Math.max(1, Math.ceil(total / input.limit)),
  };
}

/** Marks some (or all) of the caller's notifications read; others' ids are ignored. */
export function markRead(ctx: Ctx, input: z.output<typeof markReadInput>) {
  const conditions = [eq(notifications.userId, ctx.user.id), isNull(notifications.readAt)];
  if (input.ids) conditions.push(inArray(notifications.id, input.ids));
  ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(and(...conditions))
    .run();
  return { unread: unreadCount(ctx) };
}

const round = (value: number) => {
  const factor = 10 ** NOTIFY.regionDecimals;
  return Math.round(value * factor) / factor;
};

export function getRegion(ctx: Ctx) {
  const row = ctx.db.select().from(alertRegions).where(eq(alertRegions.userId, ctx.user.id)).get();
  return { region: row ? { latitude: row.lat, longitude: row.lng } : null };
}

/** Keeps the point rounded to about 1 km: the exact spot someone lives at is never stored. */
export function setRegion(ctx: Ctx, input: z.output<typeof regionInput>) {
  const values = {
    lat: round(input.latitude),
    lng: round(input.longitude),
    updatedAt: ctx.clock.now(),
  };
  ctx.db
    .insert(alertRegions)
    .values({ userId: ctx.user.id, ...values })
    .onConflictDoUpdate({ target: alertRegions.userId, set: values })
    .run();
  return getRegion(ctx);
}

export function clearRegion(ctx: Ctx) {
  ctx.db.delete(alertRegions).where(eq(alertRegions.userId, ctx.user.id)).run();
  return { region: null };
}

/**
 * Registers this device for pushes (one row per endpoint: a device that subscribes again, or
 * passes to another account, replaces its row).
 */
export function subscribePush(ctx: Ctx, input: z.output<typeof pushSubscribeInput>) {
  if (!pushServiceAllowed(ctx.settings, input.endpoint)) {
    throw fail('BAD_REQUEST', 'pushServiceRefused');
  }
  const values = {
    userId: ctx.user.id,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    locale: input.locale,
    createdAt: ctx.clock.now(),
  };
  transaction(ctx.db, (tx) => {
    tx.insert(pushSubscriptions)
      .values({ id: newId(), endpoint: input.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .run();
  });
  return { subscribed: true };
}

export function unsubscribePush(ctx: Ctx, endpoint: string) {
  ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, ctx.user.id), eq(pushSubscriptions.endpoint, endpoint)))
    .run();
  return { subscribed: false };
}
