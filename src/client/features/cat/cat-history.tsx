import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CheckinItem } from '../../components/checkin-item.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { InfoSection } from './info-section.js';
import { dateFormat } from '../../lib/formats.js';

type CatData = RouterOutputs['cats']['byId'];

/** The cat's history: who registered it and when, its last check-in, and the recent ones. */
export function CatHistory({ cat, recentCheckIns }: Pick<CatData, 'cat' | 'recentCheckIns'>) {
  const { LL, locale } = useI18nContext();
  const t = LL.cat;
  const date = (iso: string, withTime = false) =>
    dateFormat(locale, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    }).format(new Date(iso));
  return (
    <>
      <InfoSection id="cat-history" title={t.history()}>
        <dl className="cat-facts cat-facts--single">
          <div>
            <dt>{t.registeredBy()}</dt>
            <dd>
              {cat.discoveredBy.name ? (
                <Link to={`/profile/${cat.discoveredBy._id}`}>{cat.discoveredBy.name}</Link>
              ) : (
                t.checkinItem.removedUser()
              )}
            </dd>
          </div>
          <div>
            <dt>{t.registeredAt()}</dt>
            <dd>
              <time dateTime={cat.createdAt}>{date(cat.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{t.lastCheckIn()}</dt>
            <dd>
              {cat.lastCheckIn ? (
                <time dateTime={cat.lastCheckIn}>{date(cat.lastCheckIn, true)}</time>
              ) : (
                t.never()
              )}
            </dd>
          </div>
        </dl>
      </InfoSection>

      <InfoSection id="cat-checkins" title={t.recentCheckins()}>
        {recentCheckIns.length > 0 ? (
          <>
            <ul className="cat-checkins">
              {recentCheckIns.map((checkIn) => (
                <li key={checkIn._id}>
                  <CheckinItem checkIn={checkIn} />
                </li>
              ))}
            </ul>
            <Link className="cat-checkins__all" to={`/cat/${cat._id}/checkins`}>
              {t.seeAll()}
            </Link>
          </>
        ) : (
          <p className="muted">{t.noRecentCheckins()}</p>
        )}
      </InfoSection>
    </>
  );
}
