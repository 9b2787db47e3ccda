import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Deps } from '../context.js';
import type { Db } from '../db/client.js';
import { colonies, colonyCats } from '../db/colonies-schema.js';
import { unseenCatAlerts } from '../db/unseen-schema.js';
import type { ScheduledTask } from '../jobs/scheduler.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import { coordinatorsOf } from './colony-membership.js';
import { colonySightings } from './unseen-cats.js';

/**
 * The "Gatos sumidos" alerts, run by the scheduler in its transaction: a colony cat that went the
 * colony's days unseen tells the colony's coordinators once, with how long ago and by whom it was
 * last seen (a name; never a place). The spell told is kept (unseen_cat_alerts, keyed by the
 * instant it counts from), so it is told once; a cat seen again loses its row, so a later
 * disappearance is told again.
 */
export function sweepUnseenCats(tx: Db, deps: NotifyDeps): { alerted: number } {
  const now = deps.clock.now();
  let alerted = 0;
  const withCats = tx
    .selectDistinct({ id: colonies.id, name: colonies.name })
    .from(colonies)
    .innerJoin(colonyCats, eq(colonyCats.colonyId, colonies.id))
    .all();
  for (const colony of withCats) {
    const unseen = colonySightings(tx, colony.id, now).cats.filter((cat) => cat.unseen);
    const unseenIds = unseen.map((cat) => cat._id);
    // Seen again (or gone from the colony): the spell is over.
    tx.delete(unseenCatAlerts)
      .where(
        and(
          eq(unseenCatAlerts.colonyId, colony.id),
          unseenIds.length > 0 ? notInArray(unseenCatAlerts.catId, unseenIds) : undefined,
        ),
      )
      .run();
    if (unseen.length === 0) continue;
    const told = new Map(
      tx
        .select({
          catId: unseenCatAlerts.catId,
          colonyId: unseenCatAlerts.colonyId,
          since: unseenCatAlerts.since,
        })
        .from(unseenCatAlerts)
        .where(inArray(unseenCatAlerts.catId, unseenIds))
        .all()
        .map((row) => [row.catId, row]),
    );
    const fresh = unseen.filter((cat) => {
      const row = told.get(cat._id);
      return row?.colonyId !== colony.id || row.since.getTime() !== cat.since.getTime();
    });
    if (fresh.length === 0) continue;
    const coordinators = coordinatorsOf(tx, colony.id);
    for (const cat of fresh) {
      alerted++;
      tx.insert(unseenCatAlerts)
        .values({ catId: cat._id, colonyId: colony.id, since: cat.since, alertedAt: now })
        .onConflictDoUpdate({
          target: unseenCatAlerts.catId,
          set: { colonyId: colony.id, since: cat.since, alertedAt: now },
        })
        .run();
      notify(
        tx,
        deps,
        coordinators.map((userId) => ({
          userId,
          kind: 'catUnseen' as const,
          catId: cat._id,
          params: {
            catName: cat.name,
            colonyId: colony.id,
            colonyName: colony.name,
            days: cat.daysAgo,
            userName: cat.seenBy,
          },
        })),
      );
    }
  }
  return { alerted };
}

export const UNSEEN_TASK = 'unseen-cats';

/** Hourly: a cat gone its days is told within the hour. */
export function unseenCatsTasks(deps: Deps): ScheduledTask[] {
  return [
    {
      name: UNSEEN_TASK,
      schedule: { everyMinutes: 60 },
      run: (tx) => {
        sweepUnseenCats(tx, deps);
      },
    },
  ];
}
