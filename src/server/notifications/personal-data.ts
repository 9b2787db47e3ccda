import { asc, desc, eq } from 'drizzle-orm';
import { notificationText } from '../../shared/notification-text.js';
import type { DataExport } from '../../shared/schemas/account-output.js';
import type { AuthedContext } from '../context.js';
import type { Db } from '../db/client.js';
import {
  alertRegions,
  helpClaims,
  notifications,
  pushSubscriptions,
} from '../db/notifications-schema.js';
import { translatorFor } from '../lib/i18n.js';

/**
 * On account deletion: the region, the devices, the notifications and any open "Eu vou ajudar"
 * go (an open claim would keep showing the person's name on a cat). Ended claims stay, nameless
 * like the rest of the account's history.
 */
export function forgetNotifications(tx: Db, userId: string): void {
  tx.delete(alertRegions).where(eq(alertRegions.userId, userId)).run();
  tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).run();
  tx.delete(notifications).where(eq(notifications.userId, userId)).run();
  tx.delete(helpClaims).where(eq(helpClaims.userId, userId)).run();
}

type Exported = Pick<DataExport, 'alertRegion' | 'pushDevices' | 'notifications' | 'helpClaims'>;

/** What the data export says of the caller's notifications (device keys left out). */
export function exportedNotifications(ctx: AuthedContext): Exported {
  const { db } = ctx;
  const userId = ctx.user.id;
  const region = db.select().from(alertRegions).where(eq(alertRegions.userId, userId)).get();
  const LL = translatorFor(ctx.locale);
  return {
    alertRegion: region ? { latitude: region.lat, longitude: region.lng } : null,
    pushDevices: db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt))
      .all()
      .map((d) => ({
        endpointHost: new URL(d.endpoint).host,
        createdAt: d.createdAt.toISOString(),
      })),
    notifications: db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .all()
      .map((n) => ({
        kind: n.kind,
        text: notificationText(LL, n),
        catId: n.catId,
        createdAt: n.createdAt.toISOString(),
        read: n.readAt !== null,
      })),
    helpClaims: db
      .select()
      .from(helpClaims)
      .where(eq(helpClaims.userId, userId))
      .orderBy(asc(helpClaims.createdAt))
      .all()
      .map((c) => ({
        catId: c.catId,
        createdAt: c.createdAt.toISOString(),
        endedAt: c.endedAt?.toISOString() ?? null,
        endReason: c.endReason,
      })),
  };
}
