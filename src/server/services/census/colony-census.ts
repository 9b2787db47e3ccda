import { and, asc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { CENSUS } from '../../../shared/census.js';
import { occurrencesEndedBetween } from '../../../shared/rota.js';
import type { Census } from '../../../shared/schemas/census.js';
import type { AuthedContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { colonyCats } from '../../db/colonies-schema.js';
import { colonyFeedings, rotaShifts } from '../../db/rota-schema.js';
import { cats } from '../../db/schema.js';
import { fail } from '../../lib/app-error.js';
import { isCarerOf } from '../carer-rule.js';
import { colonyOrThrow, membership } from '../colony-membership.js';
import { bowden } from './bowden.js';
import { occasionsOf, type CountedFeeding } from './occasions.js';

/**
 * The colony census (docs/colonies.md, "Census"): the occasions of the last 60 days (feedings
 * whose "outros gatos vistos" was answered, merged within a shift or 2 h), the registered cats
 * marked from before the first of them, Bowden's estimate (bowden.ts), sterilisation coverage and
 * newcomers. Figures only: no position, no name.
 */

const DAY = 24 * 60 * 60 * 1000;

/** Each feeding's shift occurrences: the colony's shifts whose window holds its time. */
function shiftKeys(db: Db, colonyId: string, from: Date, to: Date, tz: string) {
  const windows = db
    .select()
    .from(rotaShifts)
    .where(eq(rotaShifts.colonyId, colonyId))
    .all()
    .flatMap((shift) =>
      occurrencesEndedBetween(shift, from, new Date(to.getTime() + DAY), tz).map((occ) => ({
        key: `${shift.id} ${occ.day}`,
        start: Math.max(occ.start.getTime(), shift.createdAt.getTime()),
        end: Math.min(occ.end.getTime(), shift.removedAt?.getTime() ?? Infinity),
      })),
    );
  return (at: Date) =>
    windows.filter((w) => w.start <= at.getTime() && at.getTime() < w.end).map((w) => w.key);
}

/** The answered feedings of (end − 60 days, end]. */
function countedFeedings(db: Db, colonyId: string, end: Date, tz: string): CountedFeeding[] {
  const from = new Date(end.getTime() - CENSUS.windowDays * DAY);
  const shiftsAt = shiftKeys(db, colonyId, from, end, tz);
  return db
    .select({
      at: colonyFeedings.madeAt,
      cats: colonyFeedings.cats,
      count: colonyFeedings.otherCats,
    })
    .from(colonyFeedings)
    .where(
      and(
        eq(colonyFeedings.colonyId, colonyId),
        gt(colonyFeedings.madeAt, from),
        lte(colonyFeedings.madeAt, end),
        isNotNull(colonyFeedings.otherCats),
      ),
    )
    .orderBy(asc(colonyFeedings.madeAt))
    .all()
    .map((row) => ({
      at: row.at,
      // The cats fed: a ticked cat skipped (gone from the colony, inactive) was not counted.
      ticked: row.cats.filter((cat) => cat.skipped === null).map((cat) => cat.catId),
      count: row.count ?? 0,
      shifts: shiftsAt(row.at),
    }));
}

/**
 * The census of the colony at `end`. `neutered` overrides the count of neutered registered cats
 * (the impact report passes its own, as of its period's end).
 */
export function censusOf(
  db: Db,
  colonyId: string,
  end: Date,
  tz: string,
  neutered?: number,
): Census {
  const occasions = occasionsOf(countedFeedings(db, colonyId, end, tz));
  const colonyRows = db
    .select({ id: cats.id, addedAt: colonyCats.addedAt, sterilized: cats.isSterilized })
    .from(colonyCats)
    .innerJoin(cats, eq(cats.id, colonyCats.catId))
    .where(
      and(
        eq(colonyCats.colonyId, colonyId),
        eq(cats.status, 'Ativo'),
        lte(colonyCats.addedAt, end),
      ),
    )
    .all();
  // Marked: registered in the colony before the first occasion; a cat registered since is not
  // (its ticks count with the unregistered cats seen).
  const since = occasions[0]?.at ?? end;
  const marked = colonyRows.filter((cat) => cat.addedAt <= since);
  const newer = new Set(colonyRows.filter((cat) => cat.addedAt > since).map((cat) => cat.id));
  const unmarkedAt = occasions.map(
    (occ) => occ.count + [...occ.ticked].filter((id) => newer.has(id)).length,
  );
  const result = bowden({
    sightings: marked.map((cat) => occasions.filter((occ) => occ.ticked.has(cat.id)).length),
    unmarked: unmarkedAt.reduce((sum, u) => sum + u, 0),
    occasions: occasions.length,
    largestCount: Math.max(0, ...unmarkedAt),
  });

  const recentFrom = end.getTime() - CENSUS.recentDays * DAY;
  const recent = occasions.filter((occ) => occ.at.getTime() >= recentFrom).map((o) => o.count);
  const earlier = occasions.filter((occ) => occ.at.getTime() < recentFrom).map((o) => o.count);
  const grown =
    recent.length && earlier.length ? Math.max(0, Math.max(...recent) - Math.max(...earlier)) : 0;
  const newcomers = { unregistered: grown, registered: newer.size };
  const base = { occasions: occasions.length, marked: marked.length, newcomers };
  if (!result.ok) return { ...base, estimate: null, reason: result.reason, coverage: null };

  const fixed = neutered ?? colonyRows.filter((cat) => cat.sterilized).length;
  const percent = (size: number) => Math.min(100, Math.round((100 * fixed) / size));
  // The interval as whole cats: the whole numbers inside it (the point when none is).
  let low = Math.ceil(result.low - 1e-9);
  let high = Math.floor(result.high + 1e-9);
  if (low > high) low = high = Math.round(result.size);
  // The estimate is no smaller than what was seen at once (the interval's floor) either.
  const size = Math.min(Math.max(result.size, low), high);
  return {
    ...base,
    estimate: { size: Math.round(size * 10) / 10, low, high },
    reason: null,
    coverage: {
      neutered: fixed,
      percent: percent(size),
      low: percent(high),
      high: percent(low),
    },
  };
}

/** Colony members, carers of one of its cats and admins read the census. */
function requireReader(ctx: AuthedContext, colonyId: string) {
  colonyOrThrow(ctx.db, colonyId);
  if (ctx.isAdmin || membership(ctx.db, colonyId, ctx.user.id)?.status === 'approved') return;
  const catIds = ctx.db
    .select({ id: colonyCats.catId })
    .from(colonyCats)
    .where(eq(colonyCats.colonyId, colonyId))
    .all();
  if (catIds.some((cat) => isCarerOf(ctx.db, ctx.user.id, cat.id))) return;
  throw fail('FORBIDDEN', 'censusForbidden');
}

/** colonies.census: the colony's census now. */
export function colonyCensus(ctx: AuthedContext, colonyId: string): Census {
  requireReader(ctx, colonyId);
  return censusOf(ctx.db, colonyId, ctx.clock.now(), ctx.settings.TZ_COMMUNITY);
}
