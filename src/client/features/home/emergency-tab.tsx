import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatCard } from '../../components/cat-card.js';
import { EmptyState, LoadError, LoadingState } from '../../components/load-states.js';
import { errorMessage } from '../../lib/errors.js';
import { useCurrentLocation } from '../../lib/location.js';
import { distanceTo } from '../../lib/position.js';
import { useEmergenciesQueryOptions } from './api.js';

/** Active cats in Emergência or Precisa de atenção, most recently updated first. */
export function EmergencyTab() {
  const { LL } = useI18nContext();
  const { position } = useCurrentLocation();
  const emergencies = useQuery(useEmergenciesQueryOptions());
  // Distances only from a real position: the default location says nothing about the user.
  const from = position?.source === 'default' ? null : position;

  // A copy from the device with no emergencies says nothing until the live answer comes.
  const empty = emergencies.data?.length === 0;
  if (emergencies.isPending || (empty && emergencies.isFetching))
    return <LoadingState text={LL.home.loading()} />;
  if (emergencies.isError) {
    return (
      <LoadError
        message={errorMessage(LL, emergencies.error)}
        onRetry={() => void emergencies.refetch()}
      />
    );
  }
  const cats = emergencies.data;
  if (cats.length === 0) {
    return <EmptyState title={LL.home.emergencyEmpty()} hint={LL.home.emergencyEmptyHint()} />;
  }
  return (
    <>
      <p className="visually-hidden" role="status">
        {LL.home.emergencyCount({ count: cats.length })}
      </p>
      <ul className="cat-gallery">
        {cats.map((cat) => (
          <li key={cat._id}>
            <CatCard
              cat={cat}
              action="help"
              distance={distanceTo(from, cat.location.coordinates)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
