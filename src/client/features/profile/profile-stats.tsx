import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { nextLevelProgress } from '../../../shared/points.js';
import { numberFormat } from '../../lib/formats.js';
import './profile-stats.css';

interface ProfileStatsProps {
  level: number;
  points: number;
  checkIns: number;
  catsHelped: number;
  catsRegistered: number;
  /** The server's progress figures; computed from the points when absent. */
  progress?: { level: number; next: number; current: number } | null;
}

/** Level, points (with the way to the next level) and check-ins; then cats helped and registered. */
export function ProfileStats({
  level,
  points,
  checkIns,
  catsHelped,
  catsRegistered,
  progress,
}: ProfileStatsProps) {
  const { LL, locale } = useI18nContext();
  const number = numberFormat(locale);
  const { current, next } = progress ?? nextLevelProgress(points);
  const nextLevel = (progress?.level ?? level) + 1;
  const progressText = LL.profile.levelProgress({
    points: number.format(points),
    next: number.format(next),
    level: nextLevel,
  });
  const percent = Math.max(0, Math.min(100, ((points - current) / (next - current)) * 100));

  return (
    <section className="profile-stats" aria-label={LL.profile.stats()}>
      <dl className="stat-cards">
        <div className="stat-card">
          <dt className="stat-card__label">{LL.profile.level()}</dt>
          <dd className="stat-card__value">{number.format(level)}</dd>
        </div>
        <div className="stat-card">
          <dt className="stat-card__label">{LL.profile.points()}</dt>
          <dd className="stat-card__value">{number.format(points)}</dd>
        </div>
        <div className="stat-card">
          <dt className="stat-card__label">{LL.profile.checkins()}</dt>
          <dd className="stat-card__value">{number.format(checkIns)}</dd>
        </div>
      </dl>
      <div className="level-progress">
        <div
          className="level-progress__bar"
          role="progressbar"
          aria-label={LL.profile.levelProgressLabel({ level: nextLevel })}
          aria-valuemin={current}
          aria-valuemax={next}
          aria-valuenow={points}
          aria-valuetext={progressText}
        >
          <span className="level-progress__fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="level-progress__text">{progressText}</p>
      </div>
      <dl className="stat-pairs">
        <div className="stat-pair">
          <dt>{LL.profile.catsHelped()}</dt>
          <dd>{number.format(catsHelped)}</dd>
        </div>
        <div className="stat-pair">
          <dt>{LL.profile.catsRegistered()}</dt>
          <dd>{number.format(catsRegistered)}</dd>
        </div>
      </dl>
    </section>
  );
}
