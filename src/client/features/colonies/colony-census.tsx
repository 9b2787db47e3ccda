import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CensusFigures } from '../../components/census-figures.js';
import { useColonyCensusQueryOptions } from './api.js';
import { ColonySection } from './colony-section.js';

/** The colony page's census section (members): its figures, or why there is no estimate. */
export function ColonyCensus({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const query = useQuery(useColonyCensusQueryOptions(colonyId));
  if (!query.data) return null;
  return (
    <ColonySection
      id="census"
      className="census"
      title={LL.colonies.census.title()}
      bar={LL.colonies.census.bar()}
    >
      <CensusFigures census={query.data} folded />
    </ColonySection>
  );
}
