import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { useCatCheckinsQueryOptions } from '../features/lists/api.js';
import { CheckinList } from '../features/lists/checkin-list.js';
import { EmptyState, LoadError, LoadingState } from '../components/load-states.js';
import { usePageParam } from '../lib/use-page-param.js';
import { emitApiEvent } from '../lib/api-events.js';
import { catQuery } from '../lib/cat-query.js';
import { classifyError, isUnauthorized } from '../lib/errors.js';
import { usePageTitle } from '../lib/use-page-title.js';

const PAGE_SIZE = 20;

const isNotFound = (error: unknown) => {
  if (!error) return false;
  const failure = classifyError(error);
  return failure.kind === 'http' && failure.status === 404;
};

export function CatCheckinsPage() {
  const { LL } = useI18nContext();
  const { id = '' } = useParams();
  const [page, setPage] = usePageParam();

  // The cat page's own query (shared cache): the name for the heading, and 404 for unknown ids.
  // Both fail with 404 for an unknown id: that is shown as 'Gato não encontrado', not as a toast.
  const cat = useQuery(catQuery(id));
  const checkins = useQuery(useCatCheckinsQueryOptions(id, page, PAGE_SIZE));
  const missing = isNotFound(cat.error) || isNotFound(checkins.error);
  const failure = missing ? null : (checkins.error ?? null);
  useEffect(() => {
    if (failure && !isUnauthorized(failure)) emitApiEvent({ type: 'queryError', error: failure });
  }, [failure]);
  const { data } = checkins;
  const name = cat.data ? cat.data.cat.name || LL.lists.unnamedCat() : null;
  const title = name ? LL.lists.catCheckinsTitle({ name }) : LL.pages.catCheckins();
  usePageTitle(missing ? LL.lists.catNotFound() : title);

  useEffect(() => {
    if (data && page > data.totalPages) setPage(data.totalPages);
  }, [data, page, setPage]);

  if (missing) {
    return (
      <section className="page page--center" aria-labelledby="page-title">
        <h1 id="page-title" className="page__title">
          {LL.lists.catNotFound()}
        </h1>
        <Link className="btn btn--primary" to="/map">
          {LL.lists.goMap()}
        </Link>
      </section>
    );
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <header className="list-header">
        <Link className="list-back" to={`/cat/${id}`}>
          <span aria-hidden="true">←</span> {name ? LL.lists.backToCat({ name }) : LL.common.back()}
        </Link>
        <h1 id="page-title" className="page__title">
          {title}
        </h1>
        {data && data.total > 0 && (
          <p className="list-count">{LL.lists.checkinsCount({ count: data.total })}</p>
        )}
      </header>
      {data ? (
        data.total === 0 ? (
          <EmptyState title={LL.lists.catCheckinsEmpty()}>
            <Link className="btn btn--primary" to={`/checkin/${id}`}>
              {LL.lists.checkinCat()}
            </Link>
          </EmptyState>
        ) : (
          <CheckinList
            checkIns={data.checkIns}
            page={Math.min(page, data.totalPages)}
            totalPages={data.totalPages}
            onPageChange={setPage}
            label={title}
          />
        )
      ) : checkins.isError ? (
        <LoadError message={LL.lists.loadError()} onRetry={() => void checkins.refetch()} />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
