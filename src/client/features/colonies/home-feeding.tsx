import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { useAuth } from '../../lib/auth.js';
import type { ColonyToday } from '../../../shared/schemas/colony-today.js';
import { useColoniesQueryOptions, colonyQuery, useMyTodayQueryOptions } from './api.js';
import { HomeTodayLine } from './today-line.js';
import { FeedColony } from './feed-colony.js';

/** One of the member's colonies: its name, what is to do today, and the feeding in one tap. */
function ColonyFeeding({
  colonyId,
  name,
  today,
}: {
  colonyId: string;
  name: string;
  today: ColonyToday | undefined;
}) {
  const page = useQuery(colonyQuery(colonyId));
  const cats = (page.data?.cats ?? []).filter((cat) => cat.status === 'Ativo');
  return (
    <li className="home-feeding__colony">
      <Link to={`/colony/${colonyId}`}>{name}</Link>
      <HomeTodayLine today={today} />
      {page.data && (
        <FeedColony
          colonyId={colonyId}
          colonyName={name}
          cats={cats.map((cat) => ({ _id: cat._id, name: cat.name }))}
          named
        />
      )}
    </li>
  );
}

/** On the home of a colony's member: "Alimentei a colônia" for each of her colonies. */
export function HomeFeeding() {
  const { LL } = useI18nContext();
  const { user } = useAuth();
  const list = useQuery({ ...useColoniesQueryOptions(), enabled: Boolean(user) });
  const mine = (list.data ?? []).filter((colony) => colony.me?.status === 'approved');
  const today = useQuery(useMyTodayQueryOptions(mine.length > 0));
  if (!user || mine.length === 0) return null;
  return (
    <section className="home-feeding" aria-labelledby="home-feeding-title">
      <h2 id="home-feeding-title" className="home-feeding__title">
        {LL.feeding.homeTitle()}
      </h2>
      <ul className="home-feeding__list">
        {mine.map((colony) => (
          <ColonyFeeding
            key={colony._id}
            colonyId={colony._id}
            name={colony.name}
            today={today.data?.colonies.find((c) => c.colonyId === colony._id)}
          />
        ))}
      </ul>
    </section>
  );
}
