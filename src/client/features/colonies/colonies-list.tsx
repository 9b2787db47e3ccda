import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { useAuth } from '../../lib/auth.js';
import { errorMessage } from '../../lib/errors.js';
import { useColoniesQueryOptions } from './api.js';
import { ColonyCard } from './colony-card.js';
import { CreateColony } from './create-colony.js';

/** /colonies: every colony as a card; signed in, the form to create one. */
export function ColoniesList() {
  const { LL } = useI18nContext();
  const t = LL.colonies;
  const { user } = useAuth();
  const list = useQuery(useColoniesQueryOptions());
  return (
    <>
      {list.data ? (
        list.data.length === 0 ? (
          <div className="empty-state">
            <p>{t.empty()}</p>
            {user && <p className="muted">{t.emptyHint()}</p>}
          </div>
        ) : (
          <ul className="colony-cards">
            {list.data.map((colony) => (
              <li key={colony._id}>
                <ColonyCard colony={colony} />
              </li>
            ))}
          </ul>
        )
      ) : list.isError ? (
        <p role="alert">{errorMessage(LL, list.error)}</p>
      ) : (
        <p className="muted">{LL.common.loading()}</p>
      )}
      {user && <CreateColony />}
    </>
  );
}
