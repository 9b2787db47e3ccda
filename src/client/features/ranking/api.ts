import type { RankingPeriod } from '../../../shared/constants.js';
import { useTRPC } from '../../lib/trpc.js';
import { keepPreviousPage } from '../../lib/use-page-param.js';

/** One page of a period's ranking; the page reports its own failures (a toast of its own). */
export function useRankingQueryOptions(period: RankingPeriod, page: number) {
  return useTRPC().ranking.list.queryOptions(
    { period, page },
    { meta: { silent: true }, placeholderData: keepPreviousPage({ period }) },
  );
}
