import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { RankingPeriod } from '../../shared/constants.js';
import type { RankingEntry } from '../../shared/schemas/ranking-output.js';
import { localDay, periodKeys } from '../../shared/time.js';
import type { Context } from '../context.js';
import type { Db } from '../db/client.js';
import { pointsHistogram, pointsTotals, users } from '../db/schema.js';

/** The points_totals key of `period` as it is now in the community time zone. */
export function currentPeriodKey(ctx: Pick<Context, 'clock' | 'settings'>, period: RankingPeriod) {
  return periodKeys(localDay(ctx.clock.now(), ctx.settings.TZ_COMMUNITY))[period];
}

/**
 * The number of users with strictly more than `points` in the period, from the histogram (a few
 * hundred buckets at most, where counting points_totals rows grows with the users).
 */
const usersAbove = (db: Db, period: string, points: number) =>
  db
    .select({ n: sql<number>`coalesce(sum(${pointsHistogram.users}), 0)` })
    .from(pointsHistogram)
    .where(and(eq(pointsHistogram.period, period), gt(pointsHistogram.points, points)))
    .get()?.n ?? 0;

/** One page of the period's totals, suspended users left out (ledger.ts setRanked). */
const rankingPage = (db: Db, period: string, limit: number, offset: number) =>
  db
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
    .where(
      and(
        eq(pointsTotals.period, period),
        gt(pointsTotals.points, 0),
        ne(users.status, 'suspended'),
      ),
    )
    .orderBy(desc(pointsTotals.points), asc(pointsTotals.userId))
    .limit(limit)
    .offset(offset)
    .all();

const ownTotal = (db: Db, period: string, userId: string) =>
  db
    .select({ points: pointsTotals.points })
    .from(pointsTotals)
    .where(and(eq(pointsTotals.period, period), eq(pointsTotals.userId, userId)))
    .get();

/**
 * One page of the users with points in the period, from the totals awardPoints keeps (index on
 * period, points), never from a scan of the ledger. Ranks and the total come from the histogram
 * of those totals: ties share a rank, 1 + the users above. Anyone may read it; a signed-in
 * caller also gets their own place (`userRank`).
 */
export function ranking(
  ctx: Context,
  input: { period: RankingPeriod; page: number; limit: number },
) {
  const { db } = ctx;
  const period = currentPeriodKey(ctx, input.period);
  const offset = (input.page - 1) * input.limit;

  const total = usersAbove(db, period, 0);
  const rows = rankingPage(db, period, input.limit, offset);

  // Rows come by points descending: a row ranks right after everyone before it unless it ties
  // with the previous one. Only the page's first rank needs the histogram.
  const entries: RankingEntry[] = [];
  for (const [i, row] of rows.entries()) {
    const previous = entries[i - 1];
    const rank =
      previous === undefined
        ? 1 + usersAbove(db, period, row.points)
        : previous.points === row.points
          ? previous.rank
          : offset + i + 1;
    entries.push({ rank, ...row });
  }

  const own = ctx.user ? ownTotal(db, period, ctx.user.id) : undefined;
  const userRank =
    own && own.points > 0
      ? { rank: 1 + usersAbove(db, period, own.points), points: own.points }
      : null;

  return {
    ranking: entries,
    userRank,
    total,
    page: input.page,
    totalPages: Math.max(1, Math.ceil(total / input.limit)),
  };
}
