import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { DueItems } from '../../components/due-items.js';
import { useColonyDueQueryOptions } from './api.js';
import { ColonySection } from './colony-section.js';

/**
 * The colony page's "Saúde: o que vence" for its members: the vaccines, dewormings and flea
 * treatments of its cats overdue or due within 14 days (services/health-due.ts).
 */
export function ColonyDue({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const t = LL.healthRecord;
  const query = useQuery(useColonyDueQueryOptions(colonyId));
  return (
    <ColonySection id="health" title={t.colonyDueTitle()} bar={t.title()}>
      {query.data && query.data.length > 0 ? (
        <>
          <p className="muted">{t.colonyDueHint()}</p>
          <DueItems items={query.data} label={t.colonyDueTitle()} withCat />
        </>
      ) : (
        <p className="muted">
          {query.isError ? t.loadError() : query.data ? t.colonyDueNone() : LL.common.loading()}
        </p>
      )}
    </ColonySection>
  );
}
