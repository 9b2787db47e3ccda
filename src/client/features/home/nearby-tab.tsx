import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatCard, type CatCardCat } from '../../components/cat-card.js';
import { EmptyState, LoadError, LoadingState } from '../../components/load-states.js';
import { errorMessage } from '../../lib/errors.js';
import { useCurrentLocation } from '../../lib/location.js';
import { nearbyQuery } from './api.js';

/** Cats near the user, nearest first; reloaded only after a move of more than 500 m. */
export function NearbyTab() {
  const { LL } = useI18nContext();
  const { status, position, anchor, request } = useCurrentLocation();
  const noLocation = status === 'error';

  const nearby = useQuery(nearbyQuery(anchor));

  const cats = nearby.data ?? [];
  const locating = status === 'idle' || status === 'locating';
  return (
    <>
      {noLocation && (
        <div className="notice notice--warning home-location" role="alert">
          <p>{LL.home.noLocation()}</p>
          <p className="home-location__detail">{LL.home.showingDefault()}</p>
          <button type="button" className="btn btn--secondary" onClick={request}>
            {LL.location.enable()}
          </button>
          <Link to="/map" className="btn btn--secondary">
            {LL.location.pickOnMap()}
          </Link>
        </div>
      )}
      {position?.source === 'ip' && (
        <p className="home-location home-location--info">
          {position.city ? LL.location.near({ place: position.city }) : LL.location.approximate()}
        </p>
      )}
      {anchor === null || (cats.length === 0 && locating) ? (
        <LoadingState text={LL.location.locating()} />
      ) : nearby.isPending || (cats.length === 0 && nearby.isFetching) ? (
        <LoadingState text={LL.home.loading()} />
      ) : nearby.isError && cats.length === 0 ? (
        <LoadError message={errorMessage(LL, nearby.error)} onRetry={() => void nearby.refetch()} />
      ) : cats.length === 0 ? (
        <EmptyState title={LL.home.nearbyEmpty()} hint={LL.home.nearbyEmptyHint()}>
          <Link to="/add-cat" className="btn btn--primary">
            {LL.home.addCat()}
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {LL.home.nearbyCount({ count: cats.length })}
          </p>
          <NearbyGallery cats={cats} busy={nearby.isFetching} />
        </>
      )}
    </>
  );
}

/** The cards a phone's first screen shows; the list's first render holds only these. */
const FIRST_SCREEN_CARDS = 6;

/**
 * The list appears with the cards of the first screen, and the rest (up to 50) are rendered
 * right after, in the background (React's `useDeferredValue` with an initial value): on a slow
 * phone the first cards do not wait for all the others to be rendered.
 */
function NearbyGallery({
  cats,
  busy,
}: {
  cats: readonly (CatCardCat & { distance?: number | null })[];
  busy: boolean;
}) {
  const shown = useDeferredValue(cats, cats.slice(0, FIRST_SCREEN_CARDS));
  return (
    <ul className="cat-gallery" aria-busy={busy}>
      {shown.map((cat, i) => (
        <li key={cat._id}>
          <CatCard cat={cat} distance={cat.distance ?? null} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
