import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { Avatar } from '../../components/avatar.js';
import type { OwnUser } from '../../lib/api-types.js';
import { Points, RankBadge, type RankingResult } from './ranking-list.js';

interface OwnRankCardProps {
  userRank: RankingResult['userRank'];
  user: OwnUser | null;
}

/** The signed-in user's place in the period, or an invitation when they have no points in it. */
export function OwnRankCard({ userRank, user }: OwnRankCardProps) {
  const { LL } = useI18nContext();
  return (
    <section className="own-rank" aria-labelledby="own-rank-title">
      <h2 id="own-rank-title" className="own-rank__title">
        {LL.ranking.ownTitle()}
      </h2>
      {userRank ? (
        <div className="own-rank__body">
          <RankBadge rank={userRank.rank} />
          {user && <Avatar src={user.profilePicture} name={user.name} size={44} />}
          <div className="ranking-row__who">
            {user && <span className="ranking-row__name">{user.name}</span>}
            {user && (
              <span className="ranking-row__meta">{LL.ranking.level({ level: user.level })}</span>
            )}
          </div>
          <Points points={userRank.points} />
        </div>
      ) : (
        <div className="own-rank__none">
          <p>{LL.ranking.ownNone()}</p>
          <Link to="/map">{LL.ranking.ownCta()}</Link>
        </div>
      )}
    </section>
  );
}
