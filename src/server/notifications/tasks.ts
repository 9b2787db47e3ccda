import { and, count, eq, lt } from 'drizzle-orm';
import { NOTIFY } from '../../shared/notifications.js';
import { localDay } from '../../shared/time.js';
import type { Deps } from '../context.js';
import type { Db } from '../db/client.js';
import { notifications, pushDeliveries } from '../db/notifications-schema.js';
import type { ScheduledTask } from '../jobs/scheduler.js';
import { lapseClaims } from './help.js';
import { pushesOnDay, queuePush, type NotifyDeps } from './notify.js';

/**
 * The morning digest: one push per user for what the quiet hours held back ("3 notificações
 * novas durante a noite"). Runs in the scheduler's transaction: once per morning, even across
 * a restart.
 */
export function sendDigests(tx: Db, deps: NotifyDeps): number {
  const held = tx
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(eq(notifications.push, 'held'))
    .groupBy(notifications.userId)
    .all();
  const day = localDay(deps.clock.now(), deps.settings.TZ_COMMUNITY);
  let sent = 0;
  for (const { userId, n } of held) {
    const room = pushesOnDay(tx, userId, day) < NOTIFY.pushesPerDay;
    if (
      room &&
      queuePush(tx, deps, { userId, notificationId: null, urgent: false, digestCount: n })
    ) {
      sent++;
    }
    tx.update(notifications)
      .set({ push: room ? 'digested' : 'capped' })
      .where(and(eq(notifications.userId, userId), eq(notifications.push, 'held')))
      .run();
  }
  return sent;
}

/** Sent and given-up pushes are kept this long (the daily cap reads today's), then dropped. */
const KEEP_DELIVERIES_DAYS = 30;

export const CLAIMS_TASK = 'help-claims-lapse';
export const DIGEST_TASK = 'push-morning-digest';
export const PUSH_TASK = 'push-deliveries';

/** The notification work the scheduler runs (jobs/tasks.ts). */
export function notificationTasks(deps: Deps): ScheduledTask[] {
  return [
    {
      name: CLAIMS_TASK,
      schedule: { everyMinutes: 1 },
      run: (tx) => {
        lapseClaims(tx, deps);
      },
    },
    {
      name: DIGEST_TASK,
      schedule: { cron: `0 ${NOTIFY.quietUntilHour} * * *` },
      run: (tx) => {
        sendDigests(tx, deps);
      },
    },
    {
      name: 'push-deliveries-prune',
      schedule: { cron: '30 3 * * *' },
      run: (tx) => {
        const before = new Date(deps.clock.now().getTime() - KEEP_DELIVERIES_DAYS * 86_400_000);
        tx.delete(pushDeliveries).where(lt(pushDeliveries.doneAt, before)).run();
      },
    },
    {
      // Pushes queued before a restart, and retries after a push service failed.
      name: PUSH_TASK,
      schedule: { everyMinutes: 1 },
      runAsync: async () => {
        await deps.push.sweep();
      },
    },
  ];
}
