import { RANKING_PERIODS, type RankingPeriod } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { Tablist } from '../../components/tablist.js';
import { periodLabel } from '../../../shared/enum-labels.js';

interface PeriodTabsProps {
  value: RankingPeriod;
  onChange: (period: RankingPeriod) => void;
  /** The id of the tab panel the tabs control. */
  panelId: string;
}

export const periodTabId = (period: RankingPeriod) => `ranking-tab-${period}`;

/** The period switch as an ARIA tablist (see `Tablist`). */
export function PeriodTabs({ value, onChange, panelId }: PeriodTabsProps) {
  const { LL } = useI18nContext();
  return (
    <Tablist
      tabs={RANKING_PERIODS}
      value={value}
      onChange={onChange}
      label={LL.ranking.periods()}
      className="ranking-tabs"
      tabClassName={() => 'ranking-tabs__tab'}
      tabId={periodTabId}
      panelId={() => panelId}
    >
      {(period) => periodLabel(LL, period)}
    </Tablist>
  );
}
