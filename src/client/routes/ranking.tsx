import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../lib/toast.js';
import type { RankingPeriod } from '../../shared/constants.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { EmptyState, LoadError, LoadingState } from '../components/load-states.js';
import { Pagination } from '../features/lists/pagination.js';
import { useRankingQueryOptions } from '../features/ranking/api.js';
import { OwnRankCard } from '../features/ranking/own-rank-card.js';
import { PeriodTabs, periodTabId } from '../features/ranking/period-tabs.js';
import { parsePage, parsePeriod } from '../features/ranking/ranking-format.js';
import { RankingList } from '../features/ranking/ranking-list.js';
import { useAuth } from '../lib/auth.js';
import { periodLabel } from '../../shared/enum-labels.js';
import { isUnauthorized } from '../lib/errors.js';
import { usePageTitle } from '../lib/use-page-title.js';
import '../features/ranking/ranking.css';

const PANEL_ID = 'ranking-panel';

export function RankingPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.pages.ranking());
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params.get('period'));
  const page = parsePage(params.get('page'));

  const ranking = useQuery(useRankingQueryOptions(period, page));
  const { isError, error, errorUpdatedAt, data } = ranking;

  useEffect(() => {
    if (isError && !isUnauthorized(error)) {
      toast.error(LL.ranking.loadErrorToast(), { id: 'ranking-error' });
    }
    // errorUpdatedAt: a new failure (after a retry) is reported again.
  }, [isError, error, errorUpdatedAt, LL]);

  const show = (next: { period: RankingPeriod; page: number }, replace: boolean) => {
    const search = new URLSearchParams();
    if (next.period !== 'all') search.set('period', next.period);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace, preventScrollReset: true });
  };

  // An address beyond the last page (the ranking shrank) shows the last page.
  const lastPage = data?.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) show({ period, page: lastPage }, true);
  });

  const label = LL.ranking.listLabel({ period: periodLabel(LL, period) });

  return (
    <section className="page ranking-page" aria-labelledby="page-title">
      <header>
        <h1 id="page-title" className="page__title">
          {LL.pages.ranking()}
        </h1>
        <p className="muted">{LL.ranking.intro()}</p>
      </header>

      <PeriodTabs
        value={period}
        onChange={(next) => show({ period: next, page: 1 }, true)}
        panelId={PANEL_ID}
      />

      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={periodTabId(period)}
        aria-busy={ranking.isFetching}
        className="ranking-panel"
      >
        {isError ? (
          <LoadError message={LL.ranking.loadError()} onRetry={() => void ranking.refetch()} />
        ) : !data ? (
          <LoadingState />
        ) : (
          <>
            <OwnRankCard userRank={data.userRank} user={user} />
            {data.ranking.length === 0 ? (
              <EmptyState title={LL.ranking.empty()} />
            ) : (
              <RankingList entries={data.ranking} currentUserId={user?._id ?? null} label={label} />
            )}
            <Pagination
              page={Math.min(page, data.totalPages)}
              totalPages={data.totalPages}
              label={LL.ranking.pagination()}
              onChange={(next) => {
                show({ period, page: next }, false);
                document.getElementById(PANEL_ID)?.scrollIntoView({ block: 'start' });
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}
