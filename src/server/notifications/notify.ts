import { and, countDistinct, eq, sql } from 'drizzle-orm';
import {
  inQuietHours,
  NOTIFY,
  type NotificationKind,
  type NotificationParams,
} from '../../shared/notifications.js';
import { localDay, localHour } from '../../shared/time.js';
import type { Deps } from '../context.js';
import { perDatabase, type Db } from '../db/client.js';
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

const p = sql.placeholder;

function prepareQueries(db: Db) {
  return {
    // The user's devices; `.get()` asks whether there is one (it reads the first row only; a
    // bound LIMIT 1 had SQLite compile the statement again on every call: eqStable in db/client.ts).
    devices: db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, p('userId')))
      .prepare(),
    pushesOnDay: db
      .select({ n: countDistinct(pushDeliveries.pushId) })
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.userId, p('userId')), eq(pushDeliveries.day, p('day'))))
      .prepare(),
    insertNotification: db
      .insert(notifications)
      .values({
        id: p('id'),
        userId: p('userId'),
        kind: p('kind'),
        catId: p('catId'),
        aboutUserId: p('aboutUserId'),
        params: p('params'),
        createdAt: p('createdAt'),
        push: p('push'),
      })
      .prepare(),
    insertDelivery: db
      .insert(pushDeliveries)
      .values({
        id: p('id'),
        subscriptionId: p('subscriptionId'),
        notificationId: p('notificationId'),
        userId: p('userId'),
        day: p('day'),
        pushId: p('pushId'),
        urgent: p('urgent'),
        digestCount: p('digestCount'),
        createdAt: p('now'),
        nextAttemptAt: p('now'),
      })
      .prepare(),
  };
}

// Built once per database: a check-in notifies its author of a level or an achievement now and
// then, and its cat's fans each time.
const queriesFor = perDatabase(prepareQueries);

/** How many pushes the user was sent on the community day (a push to two devices is one). */
export const pushesOnDay = (tx: Db, userId: string, day: string): number =>
  queriesFor(tx).pushesOnDay.get({ userId, day })?.n ?? 0;

/** Queues one push to each of the user's devices; returns false when they have none. */
export function queuePush(
  tx: Db,
  deps: NotifyDeps,
  push: { userId: string; notificationId: string | null; urgent: boolean; digestCount?: number },
): boolean {
  const q = queriesFor(tx);
  const devices = q.devices.all({ userId: push.userId });
  if (devices.length === 0) return false;
  const now = deps.clock.now();
  const day = localDay(now, deps.settings.TZ_COMMUNITY);
  const pushId = newId();
  for (const device of devices) {
    q.insertDelivery.run({
      id: newId(),
      subscriptionId: device.id,
      notificationId: push.notificationId,
      userId: push.userId,
      day,
      pushId,
      urgent: push.urgent,
      digestCount: push.digestCount ?? null,
      now,
    });
  }
  // Runs once the caller's transaction has committed; finds nothing if it rolled back.
  deps.push.kick();
  return true;
}

/**
 * Writes notifications in the caller's transaction, with their pushes: nothing is sent for a
 * change that rolls back, and a committed one is sent even if the process dies right after
 * (notifications/push-sender.ts sweeps the queue at start). A push goes to every device of the
 * user unless it is the quiet hours (held for the morning digest; emergencies go at once) or the
 * user already had their pushes for the day.
 */
export function notify(tx: Db, deps: NotifyDeps, items: readonly NewNotification[]): void {
  if (items.length === 0) return;
  const now = deps.clock.now();
  const tz = deps.settings.TZ_COMMUNITY;
  const quiet = inQuietHours(localHour(now, tz));
  const day = localDay(now, tz);
  const q = queriesFor(tx);
  for (const item of items) {
    const id = newId();
    const hasDevice = q.devices.get({ userId: item.userId }) !== undefined;
    let push: PushState = 'none';
    if (hasDevice) {
      if (quiet && !item.urgent) push = 'held';
      else if (pushesOnDay(tx, item.userId, day) >= NOTIFY.pushesPerDay) push = 'capped';
      else push = 'pushed';
    }
    q.insertNotification.run({
      id,
      userId: item.userId,
      kind: item.kind,
      catId: item.catId ?? null,
      aboutUserId: item.aboutUserId ?? null,
      params: item.params,
      createdAt: now,
      push,
    });
    if (push === 'pushed') {
      queuePush(tx, deps, {
        userId: item.userId,
        notificationId: id,
        urgent: item.urgent ?? false,
      });
    }
  }
}
