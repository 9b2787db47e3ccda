import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { HealthBadge } from '../../components/health-badge.js';
import type { CatDto } from '../../lib/api-types.js';
import { timeAgo, useNow } from '../../lib/relative-time.js';
import { dateFormat } from '../../lib/formats.js';

/**
 * What the page leads with: the cat's health, when it was last cared for ("Último cuidado há 3 h",
 * the date and time shown on hover or keyboard focus) and the next thing to do, the check-in.
 */
export function CareLead({ cat }: { cat: CatDto }) {
  const { LL, locale } = useI18nContext();
  const t = LL.cat;
  const now = useNow();
  const absoluteId = useId();
  const last = cat.lastCheckIn ? new Date(cat.lastCheckIn) : null;
  const known = last !== null && !Number.isNaN(last.getTime());

  return (
    <section className="care-lead" aria-labelledby="care-lead-title">
      <h2 id="care-lead-title" className="visually-hidden">
        {t.careTitle()}
      </h2>
      <div className="care-lead__facts">
        <HealthBadge health={cat.health} className="care-lead__health" />
        {known ? (
          <p className="care-lead__last">
            {t.lastCare()}{' '}
            <span className="care-lead__when">
              <time
                className="care-lead__time"
                dateTime={cat.lastCheckIn!}
                title={dateFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(last)}
                tabIndex={0}
                aria-describedby={absoluteId}
              >
                {timeAgo(locale, last, now) ?? t.lastCareNow()}
              </time>
              <span id={absoluteId} className="care-lead__absolute" role="tooltip">
                {dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(last)}
              </span>
            </span>
          </p>
        ) : (
          <p className="care-lead__last">{t.noCareYet()}</p>
        )}
      </div>
      <Link className="btn btn--primary btn--block" to={`/checkin/${cat._id}`}>
        {t.checkinLink()}
      </Link>
    </section>
  );
}
