import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { ImpactReport } from '../../../shared/schemas/impact.js';
import { progressText } from '../../../shared/treatment-labels.js';
import { formatDay } from '../../lib/day.js';

/**
 * The colony's treatment rounds of the period, as they stood at its end: a short list of the cat,
 * its first day, "dia 23 de 60, 2 doses perdidas" and its state. No medicine (made to be shared).
 */
export function ImpactTreatments({ rounds }: { rounds: ImpactReport['treatments'] }) {
  const { LL, locale } = useI18nContext();
  const t = LL.reports;
  return (
    <section className="impact-treatments" aria-labelledby="impact-treatments">
      <h2 id="impact-treatments">{t.treatmentsTitle()}</h2>
      {rounds.length === 0 ? (
        <p>{t.treatmentsNone()}</p>
      ) : (
        <>
          <ul className="impact-treatments__list">
            {rounds.map((round, i) => (
              <li key={i}>
                <strong>{round.catName}</strong> ·{' '}
                {t.treatmentStart({ date: formatDay(locale, round.startDay) })} ·{' '}
                {progressText(LL, round.progress)} · {t.roundStates[round.state]()}
              </li>
            ))}
          </ul>
          <p className="muted">{t.treatmentsWhy()}</p>
        </>
      )}
    </section>
  );
}
