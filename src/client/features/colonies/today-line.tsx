import { Fragment, type ReactNode } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { TranslationFunctions } from '../../../shared/i18n/i18n-types.js';
import type { ColonyToday } from '../../../shared/schemas/colony-today.js';

export interface Part {
  text: string;
  /** The colony page's section it leads to. */
  section: string;
}

/**
 * The day's work in groups, as the summary reads it: "2 doses (1 sua), 1 reforço", "1 gato
 * sumido", then the census line when there is one.
 */
export function todayGroups(LL: TranslationFunctions, today: ColonyToday): Part[][] {
  const t = LL.feeding.today;
  const care: Part[] = [];
  if (today.doses > 0) {
    const mine = today.mine > 0 ? ` (${t.mine({ count: today.mine })})` : '';
    care.push({ text: `${t.doses({ count: today.doses })}${mine}`, section: 'cats' });
  }
  if (today.due > 0) care.push({ text: t.due({ count: today.due }), section: 'health' });
  const unseen: Part[] =
    today.unseen > 0 ? [{ text: t.unseen({ count: today.unseen }), section: 'cats' }] : [];
  return [care, unseen].filter((group) => group.length > 0);
}

/** Groups joined as the card writes them: parts by ", ", groups by " · ". */
export function joinGroups(groups: ReactNode[][]): ReactNode {
  return groups.map((group, g) => (
    <Fragment key={g}>
      {g > 0 && ' · '}
      {group.map((part, p) => (
        <Fragment key={p}>
          {p > 0 && ', '}
          {part}
        </Fragment>
      ))}
    </Fragment>
  ));
}

/** The home's "Hoje" line of one of the member's colonies; nothing when there is nothing. */
export function HomeTodayLine({ today }: { today: ColonyToday | undefined }) {
  const { LL } = useI18nContext();
  if (!today) return null;
  const groups = todayGroups(LL, today).map((group) => group.map((part) => part.text));
  return (
    <p className="home-feeding__today">
      <strong>{LL.feeding.today.title()}:</strong> {joinGroups(groups)}
    </p>
  );
}
