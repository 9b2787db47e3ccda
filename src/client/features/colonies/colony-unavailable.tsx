import type { UseQueryResult } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { NotLoaded } from '../../components/not-loaded.js';
import { errorMessage, waitsForConnection } from '../../lib/errors.js';

/**
 * The colony page before its data is on screen: loading; offline and never opened on this device
 * (it opens by itself when the connection returns); or a load error, with a retry.
 */
export function ColonyUnavailable({ query }: { query: UseQueryResult<unknown, unknown> }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.page;
  const unsaved = waitsForConnection(query);
  if (!unsaved && !query.isError) return <p className="muted">{LL.common.loading()}</p>;
  return (
    <NotLoaded
      title={unsaved ? t.notSaved() : t.loadError()}
      text={unsaved ? t.notSavedText() : errorMessage(LL, query.error)}
      onRetry={() => void query.refetch()}
    />
  );
}
