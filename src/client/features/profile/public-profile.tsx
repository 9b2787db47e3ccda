import { useQuery } from '@tanstack/react-query';
import { ReportButton } from '../../components/report-button.js';
import { Link, useParams } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatIllustration } from '../../components/cat-illustration.js';
import { AlertIcon } from '../../components/icons.js';
import { useAuth } from '../../lib/auth.js';
import { classifyError } from '../../lib/errors.js';
import { usePublicProfileQueryOptions } from './api.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { AchievementBadges, ProfileSection } from './achievement-badges.js';
import { ProfileHeader } from './profile-header.js';
import { ProfileStats } from './profile-stats.js';
import { dateFormat } from '../../lib/formats.js';

/** /profile/{userId}: what anyone may see of a member (no e-mail, nothing private). */
export function PublicProfile() {
  const { LL, locale } = useI18nContext();
  const { userId = '' } = useParams();
  const { user: me } = useAuth();
  const query = useQuery(usePublicProfileQueryOptions(userId));
  const profile = query.data;
  const name = profile ? (profile.deleted ? LL.profile.deletedUser() : profile.name) : '';
  usePageTitle(name || LL.pages.userProfile());

  if (query.isPending) {
    return (
      <section className="page" aria-busy="true">
        <h1 className="visually-hidden">{LL.pages.userProfile()}</h1>
        <div className="skeleton profile-skeleton" />
        <p role="status" className="muted">
          {LL.common.loading()}
        </p>
      </section>
    );
  }

  if (!profile) {
    const failure = classifyError(query.error);
    const missing = failure.kind === 'http' && (failure.status === 404 || failure.status === 400);
    return (
      <section className="page page--center" aria-labelledby="page-title" role="alert">
        {missing ? (
          <CatIllustration className="page__art" />
        ) : (
          <AlertIcon className="page__alert-icon" width="48" height="48" />
        )}
        <h1 id="page-title" className="page__title">
          {missing ? LL.profile.userNotFound() : LL.profile.userLoadError()}
        </h1>
        {!missing && (
          <button type="button" className="btn btn--primary" onClick={() => void query.refetch()}>
            {LL.common.retry()}
          </button>
        )}
        <Link to="/">{LL.common.goHome()}</Link>
      </section>
    );
  }

  const since = dateFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(profile.createdAt),
  );

  return (
    <section className="page profile" aria-labelledby="page-title">
      <ProfileHeader
        name={name}
        bio={profile.bio}
        picture={profile.profilePicture}
        subtitle={profile.deleted ? undefined : LL.profile.memberSince({ date: since })}
      />
      {profile.deleted && <p className="notice notice--info">{LL.profile.deletedNote()}</p>}
      {me?._id === profile._id && (
        <p className="notice notice--info">
          {LL.profile.itsYou()} <Link to="/profile">{LL.profile.openOwnProfile()}</Link>
        </p>
      )}
      <ProfileStats
        level={profile.level}
        points={profile.points}
        checkIns={profile.checkInsCount}
        catsHelped={profile.totalCatsHelped}
        catsRegistered={profile.catsRegistered}
      />
      {!profile.deleted && me?._id !== profile._id && (
        <ReportButton
          label={LL.moderation.reportUser()}
          choices={[{ type: 'user', id: profile._id, label: LL.moderation.reportUser() }]}
        />
      )}
      <ProfileSection id="public-achievements" title={LL.profile.achievements()}>
        {profile.achievements.length > 0 ? (
          <AchievementBadges achievements={profile.achievements} />
        ) : (
          <p className="profile-section__empty muted">{LL.profile.noAchievementsPublic()}</p>
        )}
      </ProfileSection>
    </section>
  );
}
