import { useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { ImpactReport } from '../features/reports/impact-report.js';
import { todayOnDevice } from '../lib/day.js';
import { usePageTitle } from '../lib/use-page-title.js';
import '../features/reports/impact-report.css';

/** The last 30 days up to today, when the link gives no period. */
function lastMonth() {
  const to = todayOnDevice();
  const start = new Date(`${to}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 29);
  return { from: start.toISOString().slice(0, 10), to };
}

/** /reports/impact?colonyId=…&from=YYYY-MM-DD&to=YYYY-MM-DD (no colonyId: the community). */
export function ImpactReportPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.reports.title());
  const [params, setParams] = useSearchParams();
  const fallback = lastMonth();
  const colonyId = params.get('colonyId') ?? undefined;
  const period = {
    ...(colonyId ? { colonyId } : {}),
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
  };
  const onPeriod = (from: string, to: string) =>
    setParams({ ...(colonyId ? { colonyId } : {}), from, to }, { preventScrollReset: true });
  return (
    <section className="page impact-page" aria-label={LL.reports.title()}>
      <ImpactReport key={`${period.from}:${period.to}`} period={period} onPeriod={onPeriod} />
    </section>
  );
}
