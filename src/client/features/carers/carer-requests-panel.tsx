import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { usePendingCarerRequestsQueryOptions } from './api.js';
import { PendingRequests } from './pending-requests.js';
import './carers.css';

/**
 * The profile's "Pedidos de cuidador(a)": pending requests on every cat the user cares for.
 * Nothing is shown while there are none, so users who care for no cat see no empty box.
 */
export function CarerRequestsPanel() {
  const { LL } = useI18nContext();
  const query = useQuery(usePendingCarerRequestsQueryOptions());
  if (!query.data?.length) return null;
  return (
    <section className="carer-panel" aria-labelledby="profile-carer-requests">
      <h2 id="profile-carer-requests" className="carer-panel__title">
        {LL.carers.pendingTitle()}
      </h2>
      <p className="field__hint">{LL.carers.pendingHint()}</p>
      <PendingRequests requests={query.data} showCat />
    </section>
  );
}
