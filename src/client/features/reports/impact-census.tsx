import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { Census } from '../../../shared/schemas/census.js';
import { CensusFigures } from '../../components/census-figures.js';

/** The colony's census in its impact report: the 60 days to the period's end. */
export function ImpactCensus({ census }: { census: Census }) {
  const { LL } = useI18nContext();
  return (
    <section className="impact-census census" aria-labelledby="impact-census">
      <h2 id="impact-census">{LL.colonies.census.title()}</h2>
      <p className="muted">{LL.reports.censusWindow()}</p>
      <CensusFigures census={census} />
    </section>
  );
}
