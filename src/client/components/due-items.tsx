import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { healthWhat } from '../../shared/health-record-labels.js';
import type { RouterOutputs } from '../lib/api-types.js';
import { formatDay } from '../lib/day.js';
import './due-items.css';

type DueItem = RouterOutputs['healthRecord']['due'][number];

/**
 * What is due in cats' health records (the cat page's and the colony page's lists), soonest
 * first: overdue, due within 14 days, later. `withCat` names each item's cat (a colony's list).
 */
export function DueItems({
  items,
  label,
  withCat = false,
}: {
  items: readonly DueItem[];
  label: string;
  withCat?: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.healthRecord;
  return (
    <ul className="due-items" aria-label={label}>
      {items.map((item) => {
        const what = healthWhat(LL, item);
        const date = formatDay(locale, item.dueOn);
        return (
          <li key={item.entryId} className={`due-items__item due-items__item--${item.state}`}>
            <span className="due-items__what">
              {withCat ? t.catItem({ cat: item.catName, what }) : what}
            </span>
            <span className="due-items__when">{t[item.state]({ date })}</span>
          </li>
        );
      })}
    </ul>
  );
}
