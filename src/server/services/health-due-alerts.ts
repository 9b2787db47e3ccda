import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { HEALTH } from '../../shared/health-record.js';
import { addDays, localDay } from '../../shared/time.js';
import type { Deps } from '../context.js';
import type { Db } from '../db/client.js';
import { healthDueNotices, healthEntries } from '../db/health-record-schema.js';
import { cats } from '../db/schema.js';
import type { ScheduledTask } from '../jobs/scheduler.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import { carersToTell } from './carer-rule.js';
import { dueItemsOfCats } from './health-due.js';

/**
 * "O que vence" as a notice, run by the scheduler in its transaction: each due date of an active
 * cat's health record (the latest entry of its series, services/health-due.ts) that is at most
 * HEALTH.noticeDays away, or already past, tells the cat's carers once, in the bell and by push
 * under the usual rules (notify.ts: the daily push bound, the quiet hours). What was told is kept
 * per entry and due day (health_due_notices), so a rerun or a restart repeats nothing; a new
 * entry or a changed due day is told again. The notice names the cat, the kind (or vaccine) and
 * the day: never a diagnosis, a note or a place.
 */
export function sweepHealthDue(tx: Db, deps: NotifyDeps): { told: number } {
  const now = deps.clock.now();
  const today = localDay(now, deps.settings.TZ_COMMUNITY);
  const horizon = addDays(today, HEALTH.noticeDays);
  const catIds = tx
    .selectDistinct({ id: healthEntries.catId })
    .from(healthEntries)
    .innerJoin(cats, eq(cats.id, healthEntries.catId))
    .where(
      and(
        eq(cats.status, 'Ativo'),
        isNotNull(healthEntries.dueOn),
        lte(healthEntries.dueOn, horizon),
      ),
    )
    .all()
    .map((row) => row.id);
  // The latest entry of each series holds its due date: an earlier one settled by a later entry
  // is no longer due, even if its day is near.
  const near = dueItemsOfCats(tx, catIds, today).filter((item) => item.dueOn <= horizon);
  if (near.length === 0) return { told: 0 };
  const told = new Set(
    tx
      .select({ entryId: healthDueNotices.entryId, dueOn: healthDueNotices.dueOn })
      .from(healthDueNotices)
      .where(
        inArray(
          healthDueNotices.entryId,
          near.map((item) => item.entryId),
        ),
      )
      .all()
      .map((row) => `${row.entryId} ${row.dueOn}`),
  );
  // Told to the cat's carers (carer-rule.ts); someone who only favourited it is no carer.
  const registrars = new Map(
    tx
      .select({ id: cats.id, discoveredById: cats.discoveredById })
      .from(cats)
      .where(inArray(cats.id, [...new Set(near.map((item) => item.catId))]))
      .all()
      .map((cat) => [cat.id, cat]),
  );
  let count = 0;
  for (const item of near) {
    if (told.has(`${item.entryId} ${item.dueOn}`)) continue;
    count++;
    tx.insert(healthDueNotices)
      .values({ entryId: item.entryId, dueOn: item.dueOn, toldAt: now })
      .run();
    notify(
      tx,
      deps,
      carersToTell(tx, registrars.get(item.catId)!).map((userId) => ({
        userId,
        kind: 'healthDue' as const,
        catId: item.catId,
        params: {
          catName: item.catName,
          healthKind: item.kind,
          vaccine: item.vaccine,
          dueOn: item.dueOn,
          overdue: item.dueOn < today,
        },
      })),
    );
  }
  return { told: count };
}

export const HEALTH_DUE_TASK = 'health-due';

/** Every morning: what falls due within the week, told once (jobs/tasks.ts). */
export function healthDueTasks(deps: Deps): ScheduledTask[] {
  return [
    {
      name: HEALTH_DUE_TASK,
      schedule: { cron: HEALTH.noticeCron },
      run: (tx) => {
        sweepHealthDue(tx, deps);
      },
    },
  ];
}
