import { and, count, countDistinct, eq, gt, ne } from 'drizzle-orm';
import {
  inQuietHours,
  NOTIFY,
  type NotificationKind,
  type NotificationParams,
} from '../../shared/notifications.js';
import { localDay, localHour } from '../../shared/time.js';
import type { Deps } from '../context.js';
import type { Db } from '../db/client.js';
import {
  notifications,
  pushDeliveries,
  pushSubscriptions,
  type PushState,
} from '../db/notifications-schema.js';
import { newId } from '../lib/ids.js';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  catId?: string | null;
  aboutUserId?: string | null;
  params: NotificationParams;
  /** An emergency: pushed in the quiet hours too. */
  urgent?: boolean;
}

export type NotifyDeps = Pick<Deps, 'clock' | 'settings' | 'push'>;

const devicesOf = (tx: Db, userId: string) =>
  tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));

/** How many pushes the user was sent on the community day (a push to two devices is one). */
export const pushesOnDay = (tx: Db, userId: string, day: string): number =>
  tx
    .select({ n: countDistinct(pushDeliveries.pushId) })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.userId, userId), eq(pushDeliveries.day, day)))
    .get()?.n ?? 0;

/** Queues one push to each of the user's devices; returns false when they have none. */
export function queuePush(
  tx: Db,
  deps: NotifyDeps,
  push: { userId: string; notificationId: string | null; urgent: boolean; digestCount?: number },
): boolean {
  const devices = devicesOf(tx, push.userId).all();
  if (devices.length === 0) return false;
  const now = deps.clock.now();
  const day = localDay(now, deps.settings.TZ_COMMUNITY);
  const pushId = newId();
  tx.insert(pushDeliveries)
    .values(
      devices.map((device) => ({
        id: newId(),
        subscriptionId: device.id,
        notificationId: push.notificationId,
        userId: push.userId,
        day,
        pushId,
        urgent: push.urgent,
        digestCount: push.digestCount ?? null,
        createdAt: now,
        nextAttemptAt: now,
      })),
    )
    .run();
  // Runs once the caller's transaction has committed; finds nothing if it rolled back.
  deps.push.kick();
  return true;
}

const DAY = 24 * 60 * 60 * 1000;

/** How many notices `causeId` caused `userId` since `since`, the digest of the rest aside. */
const causedSince = (tx: Db, userId: string, causeId: string, since: Date): number =>
  tx
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.aboutUserId, causeId),
        ne(notifications.kind, 'moreFromUser'),
        gt(notifications.createdAt, since),
      ),
    )
    .get()?.n ?? 0;

/**
 * Past NOTIFY.perCausePerDay notices from one account in 24 h, the rest become one digest ("Mais 3
 * avisos de Ana hoje"): the first one of the day is written (and pushed like any other), the
 * next ones only raise its count and mark it unread again.
 */
function digestInstead(tx: Db, item: NewNotification, causeId: string, since: Date): boolean {
  const digest = tx
    .select({ id: notifications.id, params: notifications.params })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, item.userId),
        eq(notifications.aboutUserId, causeId),
        eq(notifications.kind, 'moreFromUser'),
        gt(notifications.createdAt, since),
      ),
    )
    .get();
  if (!digest) return false;
  tx.update(notifications)
    .set({ params: { ...digest.params, count: (digest.params.count ?? 0) + 1 }, readAt: null })
    .where(eq(notifications.id, digest.id))
    .run();
  return true;
}

/**
 * Writes notifications in the caller's transaction, with their pushes: nothing is sent for a
 * change that rolls back, and a committed one is sent even if the process dies right after
 * (notifications/push-sender.ts sweeps the queue at start). A push goes to every device of the
 * user unless it is the quiet hours (held for the morning digest; emergencies go at once) or the
 * user already had their pushes for the day. A notice another account causes (`aboutUserId`)
 * counts towards that account's daily bound to the person; nearby alerts, a carer's confirmed
 * emergency among them, name no cause and always go.
 */
export function notify(tx: Db, deps: NotifyDeps, items: readonly NewNotification[]): void {
  if (items.length === 0) return;
  const now = deps.clock.now();
  const tz = deps.settings.TZ_COMMUNITY;
  const quiet = inQuietHours(localHour(now, tz));
  const day = localDay(now, tz);
  const since = new Date(now.getTime() - DAY);
  for (const original of items) {
    let item = original;
    const causeId = item.aboutUserId;
    if (
      causeId &&
      causeId !== item.userId &&
      causedSince(tx, item.userId, causeId, since) >= NOTIFY.perCausePerDay
    ) {
      if (digestInstead(tx, item, causeId, since)) continue;
      item = {
        userId: item.userId,
        kind: 'moreFromUser',
        aboutUserId: causeId,
        params: { userName: item.params.userName, count: 1 },
      };
    }
    const id = newId();
    const hasDevice = devicesOf(tx, item.userId).limit(1).get() !== undefined;
    let push: PushState = 'none';
    if (hasDevice) {
      if (quiet && !item.urgent) push = 'held';
      else if (pushesOnDay(tx, item.userId, day) >= NOTIFY.pushesPerDay) push = 'capped';
      else push = 'pushed';
    }
    tx.insert(notifications)
      .values({
        id,
        userId: item.userId,
        kind: item.kind,
        catId: item.catId ?? null,
        aboutUserId: item.aboutUserId ?? null,
        params: item.params,
        createdAt: now,
        push,
      })
      .run();
    if (push === 'pushed') {
      queuePush(tx, deps, {
        userId: item.userId,
        notificationId: id,
        urgent: item.urgent ?? false,
      });
    }
  }
}
