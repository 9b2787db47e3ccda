import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { AchievementIcon } from '../../components/achievement-icon.js';
import { LockIcon } from '../../components/icons.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { dateFormat } from '../../lib/formats.js';
import './achievements.css';

export type AchievementProgress = RouterOutputs['users']['achievements'][number];

function formatDate(locale: string, iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateFormat(locale, { dateStyle: 'long' }).format(date);
}

function AchievementCard({ achievement }: { achievement: AchievementProgress }) {
  const { LL, locale } = useI18nContext();
  const texts = LL.achievementsPage;
  const { unlockedAt } = achievement;
  const percent =
    achievement.threshold > 0
      ? Math.round(
          (Math.min(achievement.progress, achievement.threshold) / achievement.threshold) * 100,
        )
      : 0;
  const progressText = texts.progress({
    progress: achievement.progress,
    threshold: achievement.threshold,
  });

  return (
    <li className={unlockedAt ? 'achievement' : 'achievement achievement--locked'}>
      <span
        className="achievement__icon"
        role="img"
        aria-label={(unlockedAt ? texts.iconUnlocked : texts.iconLocked)({
          title: achievement.title,
        })}
      >
        <AchievementIcon id={achievement.id} width="28" height="28" />
        {!unlockedAt && <LockIcon className="achievement__lock" width="16" height="16" />}
      </span>
      <div className="achievement__body">
        <h3 className="achievement__title">{achievement.title}</h3>
        <p className="achievement__description">{achievement.description}</p>
        {unlockedAt ? (
          <p className="achievement__date">
            {texts.unlockedOn({ date: formatDate(locale, unlockedAt) })}
          </p>
        ) : (
          <div className="achievement__progress">
            <div
              className="achievement__bar"
              role="progressbar"
              aria-label={texts.progressLabel({ title: achievement.title })}
              aria-valuemin={0}
              aria-valuemax={achievement.threshold}
              aria-valuenow={achievement.progress}
              aria-valuetext={progressText}
            >
              <span className="achievement__fill" style={{ width: `${percent}%` }} />
            </div>
            <span className="achievement__count">{progressText}</span>
          </div>
        )}
      </div>
    </li>
  );
}

/** All achievements: the unlocked ones with their date, then the locked ones with progress. */
export function AchievementList({
  achievements,
}: {
  achievements: readonly AchievementProgress[];
}) {
  const { LL } = useI18nContext();
  const texts = LL.achievementsPage;
  const unlocked = achievements
    .filter((a) => a.unlockedAt)
    .sort((a, b) => (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? ''));
  const locked = achievements.filter((a) => !a.unlockedAt);

  return (
    <>
      <p className="achievements-summary">
        {texts.summary({ unlocked: unlocked.length, total: achievements.length })}
      </p>
      <section className="achievements-group" aria-labelledby="achievements-unlocked">
        <h2 id="achievements-unlocked" className="achievements-group__title">
          {texts.unlockedTitle()} ({unlocked.length})
        </h2>
        {unlocked.length === 0 ? (
          <p className="muted">{texts.noneUnlocked()}</p>
        ) : (
          <ul className="achievements-grid">
            {unlocked.map((a) => (
              <AchievementCard key={a.id} achievement={a} />
            ))}
          </ul>
        )}
      </section>
      {locked.length > 0 && (
        <section className="achievements-group" aria-labelledby="achievements-locked">
          <h2 id="achievements-locked" className="achievements-group__title">
            {texts.lockedTitle()} ({locked.length})
          </h2>
          <ul className="achievements-grid">
            {locked.map((a) => (
              <AchievementCard key={a.id} achievement={a} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
