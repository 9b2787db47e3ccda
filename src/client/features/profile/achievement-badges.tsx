import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AchievementId } from '../../../shared/achievements.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { AchievementIcon } from '../../components/achievement-icon.js';
import { dateFormat } from '../../lib/formats.js';

interface Achievement {
  id: AchievementId;
  title: string;
  description: string;
  unlockedAt: string;
}

/** Unlocked achievements as small cards: icon, title, description and the day it was unlocked. */
export function AchievementBadges({ achievements }: { achievements: readonly Achievement[] }) {
  const { LL, locale } = useI18nContext();
  const date = dateFormat(locale, { dateStyle: 'medium' });
  return (
    <ul className="achievement-badges">
      {achievements.map((a) => (
        <li key={a.id} className="achievement-badge">
          <span className="achievement-badge__icon">
            <AchievementIcon id={a.id} width="28" height="28" />
          </span>
          <span className="achievement-badge__title">{a.title}</span>
          <span className="achievement-badge__description">{a.description}</span>
          <span className="achievement-badge__date">
            {LL.profile.unlockedOn({ date: date.format(new Date(a.unlockedAt)) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

interface ProfileSectionProps {
  id: string;
  title: string;
  /** The "see all" link: visible text, fuller accessible name and target. */
  more?: { text: string; label: string; to: string } | undefined;
  children: ReactNode;
}

/** A titled block of the profile with its "see all" link. */
export function ProfileSection({ id, title, more, children }: ProfileSectionProps) {
  return (
    <section className="profile-section" aria-labelledby={id}>
      <div className="profile-section__header">
        <h2 id={id} className="profile-section__title">
          {title}
        </h2>
        {more && (
          <Link className="profile-section__more" to={more.to} aria-label={more.label}>
            {more.text}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
