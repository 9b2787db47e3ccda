import { useRef, type KeyboardEvent } from 'react';
import { RANKING_PERIODS, type RankingPeriod } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { periodLabel } from '../../lib/enum-labels.js';

interface PeriodTabsProps {
  value: RankingPeriod;
  onChange: (period: RankingPeriod) => void;
  /** The id of the tab panel the tabs control. */
  panelId: string;
}

export const periodTabId = (period: RankingPeriod) => `ranking-tab-${period}`;

/**
 * The period switch as an ARIA tablist: one tab stop, arrow keys (and Home/End) move between the
 * tabs and select them at once.
 */
export function PeriodTabs({ value, onChange, panelId }: PeriodTabsProps) {
  const { LL } = useI18nContext();
  const tabs = useRef(new Map<RankingPeriod, HTMLButtonElement>());

  const select = (period: RankingPeriod) => {
    onChange(period);
    tabs.current.get(period)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = RANKING_PERIODS.indexOf(value);
    const last = RANKING_PERIODS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(RANKING_PERIODS[target] ?? value);
  };

  return (
    <div
      className="ranking-tabs"
      role="tablist"
      aria-label={LL.ranking.periods()}
      onKeyDown={onKeyDown}
    >
      {RANKING_PERIODS.map((period) => {
        const selected = period === value;
        return (
          <button
            key={period}
            ref={(element) => {
              if (element) tabs.current.set(period, element);
              else tabs.current.delete(period);
            }}
            type="button"
            role="tab"
            id={periodTabId(period)}
            className="ranking-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(period)}
          >
            {periodLabel(LL, period)}
          </button>
        );
      })}
    </div>
  );
}
