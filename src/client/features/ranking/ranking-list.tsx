import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { Avatar } from '../../components/avatar.js';
import { MedalIcon } from '../../components/icons.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { formatNumber, medalFor } from './ranking-format.js';

export type RankingResult = RouterOutputs['ranking']['list'];
type RankingEntry = RankingResult['ranking'][number];

/**
 * The place: a drawn medal with its number for 1 to 3 (named "Medalha de ouro"…), the number
 * otherwise; screen readers also hear "1º lugar".
 */
export function RankBadge({ rank }: { rank: number }) {
  const { LL } = useI18nContext();
  const medal = medalFor(rank);
  const medalNames = {
    gold: LL.ranking.medalGold,
    silver: LL.ranking.medalSilver,
    bronze: LL.ranking.medalBronze,
  };
  return (
    <span className={medal ? 'rank-badge rank-badge--medal' : 'rank-badge'}>
      {medal ? (
        <MedalIcon kind={medal} place={rank} label={medalNames[medal]()} />
      ) : (
        <span aria-hidden="true">{LL.ranking.rankShort({ rank })}</span>
      )}
      <span className="visually-hidden">{LL.ranking.position({ rank })}</span>
    </span>
  );
}

/** Points as "1.234 pontos" in the UI language: the number above its unit. */
export function Points({ points }: { points: number }) {
  const { LL, locale } = useI18nContext();
  return (
    <span className="ranking-points">
      <span className="ranking-points__value">{formatNumber(locale, points)}</span>{' '}
      <span className="ranking-points__unit">{LL.ranking.pointsUnit({ count: points })}</span>
    </span>
  );
}

interface RankingListProps {
  entries: readonly RankingEntry[];
  currentUserId: string | null;
  label: string;
}

export function RankingList({ entries, currentUserId, label }: RankingListProps) {
  const { LL, locale } = useI18nContext();
  return (
    <ol className="ranking-list" aria-label={label}>
      {entries.map((entry) => {
        const own = entry._id === currentUserId;
        return (
          <li
            key={entry._id}
            className={own ? 'ranking-row ranking-row--own' : 'ranking-row'}
            aria-current={own ? 'true' : undefined}
          >
            <RankBadge rank={entry.rank} />
            <Avatar src={entry.profilePicture} name={entry.name} size={36} />
            <div className="ranking-row__who">
              <Link className="ranking-row__name" to={`/profile/${entry._id}`}>
                {entry.name}
              </Link>
              {own && <span className="ranking-row__you">{LL.ranking.you()}</span>}
              <span className="ranking-row__meta">
                {LL.ranking.level({ level: entry.level })} ·{' '}
                {LL.ranking.catsHelped({
                  formatted: formatNumber(locale, entry.totalCatsHelped),
                  count: entry.totalCatsHelped,
                })}
              </span>
            </div>
            <Points points={entry.points} />
          </li>
        );
      })}
    </ol>
  );
}
