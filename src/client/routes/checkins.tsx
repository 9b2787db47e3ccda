import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { useMyCheckinsQueryOptions } from '../features/lists/api.js';
import { CheckinList } from '../features/lists/checkin-list.js';
import { EmptyState, LoadError, LoadingState } from '../components/load-states.js';
import { usePageParam } from '../lib/use-page-param.js';
import { usePageTitle } from '../lib/use-page-title.js';

const CHECKINS_PAGE_SIZE = 20;

export function CheckinsPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.pages.checkins());
  const [page, setPage] = usePageParam();
  const mine = useQuery(useMyCheckinsQueryOptions(page, CHECKINS_PAGE_SIZE));
  const { data } = mine;

  useEffect(() => {
    if (data && page > data.totalPages) setPage(data.totalPages);
  }, [data, page, setPage]);

  return (
    <section className="page" aria-labelledby="page-title">
      <header className="list-header">
        <h1 id="page-title" className="page__title">
          {LL.pages.checkins()}
        </h1>
        {data && data.total > 0 && (
          <p className="list-count">{LL.lists.checkinsCount({ count: data.total })}</p>
        )}
      </header>
      {data ? (
        data.total === 0 ? (
          <EmptyState title={LL.lists.checkinsEmpty()} hint={LL.lists.checkinsEmptyHint()}>
            <Link className="btn btn--primary" to="/map">
              {LL.lists.goMap()}
            </Link>
          </EmptyState>
        ) : (
          <CheckinList
            checkIns={data.checkIns}
            page={Math.min(page, data.totalPages)}
            totalPages={data.totalPages}
            onPageChange={setPage}
            label={LL.pages.checkins()}
            showCat
            showUser={false}
          />
        )
      ) : mine.isError ? (
        <LoadError message={LL.lists.loadError()} onRetry={() => void mine.refetch()} />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
