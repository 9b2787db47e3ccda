import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { RankingPeriod } from '../../shared/constants.js';
import { localDay, periodKeys } from '../../shared/time.js';
import type { Context } from '../context.js';
import type { Db } from '../db/client.js';
import { pointsTotals, users, type User } from '../db/schema.js';

export interface RankingEntry {
  rank: number;
  _id: string;
  name: string;
  profilePicture: string;
  level: number;
  points: number;
  totalCatsHelped: number;
}

/** The points_totals key of `period` as it is now in the community time zone. */
export function currentPeriodKey(ctx: Pick<Context, 'clock' | 'settings'>, period: RankingPeriod) {
  return periodKeys(localDay(ctx.clock.now(), ctx.settings.TZ_COMMUNITY))[period];
}

/** 1 + the number of users with strictly more points in the period: ties share a rank. */
function rankOf(db: Db, periodKey: string, points: number): number {
  const above = db
    .select({ n: count() })
    .from(pointsTotals)
    .where(and(eq(pointsTotals.period, periodKey), gt(pointsTotals.points, points)))
    .get();
  return 1 + (above?.n ?? 0);
}

/**
 * PRODUCT.md "Ledger and ranking": one page of the users with points in the period, from the
 * totals awardPoints keeps (index on period, points), never from a scan of the ledger.
 */
export function ranking(
  ctx: Context & { user: User },
  input: { period: RankingPeriod; page: number; limit: number },
) {
  const { db } = ctx;
  const key = currentPeriodKey(ctx, input.period);
  const inPeriod = and(eq(pointsTotals.period, key), gt(pointsTotals.points, 0));

  const total = db.select({ n: count() }).from(pointsTotals).where(inPeriod).get()?.n ?? 0;
  const rows = db
    .select({
      _id: users.id,
      name: users.name,
      profilePicture: users.profilePicture,
      level: users.level,
      points: pointsTotals.points,
      totalCatsHelped: users.totalCatsHelped,
    })
    .from(pointsTotals)
    .innerJoin(users, eq(users.id, pointsTotals.userId))
    .where(inPeriod)
    .orderBy(desc(pointsTotals.points), asc(pointsTotals.userId))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit)
    .all();

  // Rows come by points descending: a row ranks right after everyone before it unless it ties
  // with the previous one. Only the page's first rank needs a count.
  const offset = (input.page - 1) * input.limit;
  const entries: RankingEntry[] = [];
  for (const [i, row] of rows.entries()) {
    const previous = entries[i - 1];
    const rank =
      previous === undefined
        ? rankOf(db, key, row.points)
        : previous.points === row.points
          ? previous.rank
          : offset + i + 1;
    entries.push({ rank, ...row });
  }

  const own = db
    .select({ points: pointsTotals.points })
    .from(pointsTotals)
    .where(and(eq(pointsTotals.period, key), eq(pointsTotals.userId, ctx.user.id)))
    .get();
  const userRank =
    own && own.points > 0 ? { rank: rankOf(db, key, own.points), points: own.points } : null;

  return {
    ranking: entries,
    userRank,
    total,
    page: input.page,
    totalPages: Math.max(1, Math.ceil(total / input.limit)),
  };
}
