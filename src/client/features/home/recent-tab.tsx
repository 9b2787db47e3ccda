import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatMark } from '../../components/cat-illustration.js';
import { EmptyState, LoadError, LoadingState } from '../../components/load-states.js';
import { errorMessage } from '../../lib/errors.js';
import { useAuth } from '../../lib/auth.js';
import { actionLabel } from '../../../shared/enum-labels.js';
import { loginPathFor } from '../../lib/return-path.js';
import { useRecentCheckinsQueryOptions } from './api.js';
import { dateFormat } from '../../lib/formats.js';

const RECENT_LIMIT = 10;

/** The signed-in user's own check-ins, newest first; a login prompt for visitors. */
export function RecentTab() {
  const { LL } = useI18nContext();
  const { status } = useAuth();
  if (status !== 'authenticated') {
    return (
      <EmptyState title={LL.home.recentLogin()}>
        <Link to={loginPathFor('/?tab=recent')} className="btn btn--primary">
          {LL.home.login()}
        </Link>
      </EmptyState>
    );
  }
  return <OwnCheckins />;
}

function OwnCheckins() {
  const { LL, locale } = useI18nContext();
  const mine = useQuery(useRecentCheckinsQueryOptions(RECENT_LIMIT));

  const empty = mine.data?.checkIns.length === 0;
  if (mine.isPending || (empty && mine.isFetching)) {
    return <LoadingState />;
  }
  if (mine.isError) {
    return <LoadError message={errorMessage(LL, mine.error)} onRetry={() => void mine.refetch()} />;
  }
  const { checkIns, total } = mine.data;
  if (checkIns.length === 0) {
    return (
      <EmptyState title={LL.home.recentEmpty()} hint={LL.home.recentEmptyHint()}>
        <Link to="/map" className="btn btn--primary">
          {LL.home.goMap()}
        </Link>
      </EmptyState>
    );
  }
  const when = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <ul className="home-checkins">
        {checkIns.map((checkIn) => {
          const name = checkIn.cat.name.trim() || LL.home.card.unnamed();
          const photo = checkIn.cat.thumbnailUrl ?? checkIn.cat.photoUrl;
          return (
            <li key={checkIn._id} className="home-checkin">
              <div className="home-checkin__photo">
                {photo ? (
                  <img src={photo} alt="" loading="lazy" decoding="async" width="64" height="64" />
                ) : (
                  <CatMark width="40" height="40" />
                )}
              </div>
              <div className="home-checkin__body">
                <h3 className="home-checkin__name">
                  {checkIn.cat._id ? (
                    <Link to={`/cat/${encodeURIComponent(checkIn.cat._id)}`}>{name}</Link>
                  ) : (
                    name
                  )}
                </h3>
                <time className="home-checkin__date" dateTime={checkIn.createdAt}>
                  {when.format(new Date(checkIn.createdAt))}
                </time>
                {checkIn.actions.length > 0 && (
                  <ul className="home-tags" aria-label={LL.home.checkinActions()}>
                    {checkIn.actions.map((action) => (
                      <li key={action} className="home-tag">
                        {actionLabel(LL, action)}
                      </li>
                    ))}
                  </ul>
                )}
                {checkIn.actionsDescription && (
                  <p className="home-checkin__text">{checkIn.actionsDescription}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {total > checkIns.length && (
        <Link to="/checkins" className="home-see-all">
          {LL.home.seeAll()}
        </Link>
      )}
    </>
  );
}
