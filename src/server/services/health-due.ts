import { and, asc, eq, inArray } from 'drizzle-orm';
import { dueSeries, dueState } from '../../shared/health-record.js';
import type { DueItemDto } from '../../shared/schemas/health-record-output.js';
import { localDay } from '../../shared/time.js';
import type { AuthedContext, Context } from '../context.js';
import type { Db } from '../db/client.js';
import { colonyCats } from '../db/colonies-schema.js';
import { healthEntries } from '../db/health-record-schema.js';
import { cats } from '../db/schema.js';
import { fail } from '../lib/app-error.js';
import { colonyOrThrow, membership } from './colony-membership.js';
import { recordCat } from './health-record.js';

/**
 * What is due in cats' health records: per cat and series (a kind, or a vaccine by name), the
 * due date of its latest entry, if that entry has one. A later entry of the same series settles
 * the earlier due date (the booster given), whether or not it sets a new one.
 */
export function dueItemsOfCats(db: Db, catIds: readonly string[], today: string): DueItemDto[] {
  if (catIds.length === 0) return [];
  const rows = db
    .select({
      id: healthEntries.id,
      catId: healthEntries.catId,
      catName: cats.name,
      kind: healthEntries.kind,
      vaccine: healthEntries.vaccine,
      doneOn: healthEntries.doneOn,
      dueOn: healthEntries.dueOn,
    })
    .from(healthEntries)
    .innerJoin(cats, eq(cats.id, healthEntries.catId))
    .where(inArray(healthEntries.catId, catIds))
    .orderBy(asc(healthEntries.doneOn), asc(healthEntries.createdAt), asc(healthEntries.id))
    .all();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) latest.set(`${row.catId} ${dueSeries(row)}`, row);
  return [...latest.values()]
    .flatMap((row) =>
      row.dueOn === null
        ? []
        : [
            {
              entryId: row.id,
              catId: row.catId,
              catName: row.catName,
              kind: row.kind,
              vaccine: row.vaccine,
              dueOn: row.dueOn,
              state: dueState(row.dueOn, today),
            },
          ],
    )
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.catName.localeCompare(b.catName));
}

const today = (ctx: Context) => localDay(ctx.clock.now(), ctx.settings.TZ_COMMUNITY);

/** Everything due for a cat, soonest first, for its carers. */
export function catDueItems(ctx: Context, catId: string): DueItemDto[] {
  const cat = recordCat(ctx, catId);
  return dueItemsOfCats(ctx.db, [cat.id], today(ctx));
}

/** The colony's active cats. */
export const activeCatIds = (db: Db, colonyId: string): string[] =>
  db
    .select({ id: colonyCats.catId })
    .from(colonyCats)
    .innerJoin(cats, eq(cats.id, colonyCats.catId))
    .where(and(eq(colonyCats.colonyId, colonyId), eq(cats.status, 'Ativo')))
    .all()
    .map((row) => row.id);

/**
 * What is due or overdue (within HEALTH.soonDays) for the active cats of a colony, soonest first:
 * the colony page's list and the impact report's lines. No access check: callers check it.
 */
export function dueItemsForColony(db: Db, colonyId: string, day: string): DueItemDto[] {
  return dueItemsOfCats(db, activeCatIds(db, colonyId), day).filter(
    (item) => item.state !== 'later',
  );
}

/** The colony's due items, for its approved members and admins. */
export function colonyDue(ctx: AuthedContext, colonyId: string): DueItemDto[] {
  const colony = colonyOrThrow(ctx.db, colonyId);
  const me = membership(ctx.db, colony.id, ctx.user.id);
  if (!ctx.isAdmin && me?.status !== 'approved') throw fail('FORBIDDEN', 'healthMembersOnly');
  return dueItemsForColony(ctx.db, colony.id, today(ctx));
}
