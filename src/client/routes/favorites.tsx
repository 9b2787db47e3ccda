import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { CatCard } from '../components/cat-card.js';
import { EmptyState, LoadError, LoadingState } from '../components/load-states.js';
import { useFavoritesQueryOptions } from '../features/lists/api.js';
import { usePageTitle } from '../lib/use-page-title.js';
import '../features/lists/lists.css';

export function FavoritesPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.pages.favorites());
  const favorites = useQuery(useFavoritesQueryOptions());
  const { data } = favorites;

  return (
    <section className="page" aria-labelledby="page-title">
      <header className="list-header">
        <h1 id="page-title" className="page__title">
          {LL.pages.favorites()}
        </h1>
        <p className="muted">{LL.lists.favoritesIntro()}</p>
        {data && data.length > 0 && (
          <p className="list-count">{LL.lists.favoritesCount({ count: data.length })}</p>
        )}
      </header>
      {data ? (
        data.length === 0 ? (
          <EmptyState title={LL.lists.favoritesEmpty()} hint={LL.lists.favoritesEmptyHint()}>
            <Link className="btn btn--primary" to="/map">
              {LL.lists.goMap()}
            </Link>
          </EmptyState>
        ) : (
          <ul className="list-grid" aria-label={LL.pages.favorites()}>
            {data.map((cat) => (
              <li key={cat._id}>
                <CatCard cat={cat} headingLevel={2} />
              </li>
            ))}
          </ul>
        )
      ) : favorites.isError ? (
        <LoadError message={LL.lists.loadError()} onRetry={() => void favorites.refetch()} />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
