import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { AchievementList } from '../features/achievements/achievement-list.js';
import { useAchievementsQueryOptions } from '../features/achievements/api.js';
import { LoadError, LoadingState } from '../components/load-states.js';
import { usePageTitle } from '../lib/use-page-title.js';

export function AchievementsPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.pages.achievements());
  const achievements = useQuery(useAchievementsQueryOptions());

  return (
    <section className="page" aria-labelledby="page-title">
      <header>
        <h1 id="page-title" className="page__title">
          {LL.pages.achievements()}
        </h1>
        <p className="muted">{LL.achievementsPage.intro()}</p>
      </header>
      {achievements.data ? (
        <AchievementList achievements={achievements.data} />
      ) : achievements.isError ? (
        <LoadError
          message={LL.achievementsPage.loadError()}
          onRetry={() => void achievements.refetch()}
        />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
