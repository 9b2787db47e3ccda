import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { censusSummary } from '../../lib/census-summary.js';
import { useColonyCensusQueryOptions, useColonyTodayQueryOptions } from './api.js';
import { joinGroups, todayGroups } from './today-line.js';

/**
 * The colony page's first card for its members: "Hoje: 2 doses, 1 reforço · 1 gato sumido · ≈ 14
 * gatos (11–19), pelo menos 57 % castrados", each part a link to its section.
 */
export function ColonyTodayCard({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const today = useQuery(useColonyTodayQueryOptions(colonyId));
  const census = useQuery(useColonyCensusQueryOptions(colonyId));
  if (!today.data) return null;
  const groups = todayGroups(LL, today.data);
  const line = census.data ? censusSummary(LL, census.data) : null;
  if (line) groups.push([{ text: line, section: 'census' }]);
  const links = groups.map((group) =>
    group.map((part) => (
      <a key={part.text} href={`#${part.section}`}>
        {part.text}
      </a>
    )),
  );
  return (
    <p className="colony-today">
      <strong>{LL.feeding.today.title()}:</strong>{' '}
      {groups.length > 0 ? joinGroups(links) : LL.feeding.today.nothing()}
    </p>
  );
}
