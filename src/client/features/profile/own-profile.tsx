import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CheckinItem } from '../../components/checkin-item.js';
import { AlertIcon } from '../../components/icons.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { AchievementBadges, ProfileSection } from './achievement-badges.js';
import { FavoriteCats } from './favorite-cats.js';
import { ProfileEditForm } from './profile-edit-form.js';
import { ProfileHeader } from './profile-header.js';
import { ProfileStats } from './profile-stats.js';
import { useProfileData, type ProfileMode } from './use-profile-data.js';
import { WhatsappContact } from './whatsapp-contact.js';

/** How many items of each list the profile shows. */
const SHOWN = { achievements: 4, favorites: 4, checkins: 3 } as const;

/** One toast per change of mode into a degraded one, not one per render. */
function useModeToasts(mode: ProfileMode) {
  const { LL } = useI18nContext();
  const last = useRef<ProfileMode>('loading');
  useEffect(() => {
    if (mode === last.current) return;
    last.current = mode;
    if (mode === 'partial') toast.error(LL.profile.partialError(), { id: 'profile-load' });
    if (mode === 'offline') toast.error(LL.profile.loadError(), { id: 'profile-load' });
  }, [mode, LL]);
}

function Unavailable({ children }: { children: ReactNode }) {
  return <p className="profile-section__empty muted">{children}</p>;
}

/** `requests`: the carer requests panel, composed by the route (it belongs to another feature). */
export function OwnProfile({ requests }: { requests?: ReactNode }) {
  const { LL } = useI18nContext();
  usePageTitle(LL.pages.profile());
  const data = useProfileData();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLDivElement>(null);
  useModeToasts(data.mode);

  const { user, mode } = data;
  const online = mode === 'full' || mode === 'partial';

  if (!user) {
    if (mode === 'loading') {
      return (
        <section className="page" aria-busy="true">
          <h1 className="visually-hidden">{LL.pages.profile()}</h1>
          <div className="skeleton profile-skeleton" />
          <p role="status" className="muted">
            {LL.common.loading()}
          </p>
        </section>
      );
    }
    return (
      <section className="page page--center" aria-labelledby="page-title" role="alert">
        <AlertIcon className="page__alert-icon" width="48" height="48" />
        <h1 id="page-title" className="page__title">
          {LL.profile.loadError()}
        </h1>
        <button type="button" className="btn btn--primary" onClick={data.retry}>
          {LL.common.retry()}
        </button>
      </section>
    );
  }

  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() =>
      editButton.current?.querySelector<HTMLElement>('button.profile-header__edit')?.focus(),
    );
  };

  const achievements = user.achievements.slice(0, SHOWN.achievements);
  const favorites = data.favorites?.slice(0, SHOWN.favorites) ?? null;
  const checkIns = data.recentCheckIns?.slice(0, SHOWN.checkins) ?? null;

  return (
    <section className="page profile" aria-labelledby="page-title">
      {mode === 'offline' && (
        <div className="notice notice--warning profile__offline" role="alert">
          <p>{LL.profile.offline()}</p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={data.retry}
            disabled={data.retrying}
            aria-busy={data.retrying || undefined}
          >
            {LL.common.retry()}
          </button>
        </div>
      )}
      {mode === 'partial' && (
        <div className="notice notice--warning profile__offline" role="status">
          <p>{LL.profile.partialError()}</p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={data.retry}
            disabled={data.retrying}
          >
            {LL.common.retry()}
          </button>
        </div>
      )}

      <div ref={editButton} className="profile__top">
        <ProfileHeader
          name={user.name}
          bio={user.bio}
          picture={user.profilePicture}
          editable={
            online && !editing ? { onEdit: () => setEditing(true), disabled: false } : undefined
          }
        />
      </div>

      {editing && online && <ProfileEditForm user={user} onDone={stopEditing} />}

      <ProfileStats
        level={user.level}
        points={user.points}
        checkIns={data.stats?.totalCheckIns ?? user.checkInsCount}
        catsHelped={data.stats?.totalUniqueCats ?? user.totalCatsHelped}
        catsRegistered={data.stats?.totalDiscovered ?? user.catsRegistered}
        progress={data.levelProgress}
      />

      {online && requests}

      {online && <WhatsappContact />}

      <ProfileSection
        id="profile-achievements"
        title={LL.profile.achievements()}
        more={{
          text: LL.profile.seeAllFem(),
          label: LL.profile.seeAllAchievements(),
          to: '/achievements',
        }}
      >
        {achievements.length > 0 ? (
          <AchievementBadges achievements={achievements} />
        ) : (
          <Unavailable>{LL.profile.noAchievements()}</Unavailable>
        )}
      </ProfileSection>

      <ProfileSection
        id="profile-favorites"
        title={LL.profile.favorites()}
        more={{
          text: LL.profile.seeAllMasc(),
          label: LL.profile.seeAllFavorites(),
          to: '/favorites',
        }}
      >
        {favorites === null ? (
          <Unavailable>{LL.profile.partialError()}</Unavailable>
        ) : favorites.length > 0 ? (
          <FavoriteCats cats={favorites} />
        ) : (
          <Unavailable>
            {LL.profile.noFavorites()} <Link to="/map">{LL.profile.findCats()}</Link>
          </Unavailable>
        )}
      </ProfileSection>

      <ProfileSection
        id="profile-colonies"
        title={LL.colonies.title()}
        more={{
          text: LL.profile.seeAllColoniesShort(),
          label: LL.profile.seeAllColonies(),
          to: '/colonies',
        }}
      >
        <p className="muted">{LL.colonies.intro()}</p>
      </ProfileSection>

      <ProfileSection
        id="profile-checkins"
        title={LL.profile.recentCheckins()}
        more={{
          text: LL.profile.seeAllMasc(),
          label: LL.profile.seeAllCheckins(),
          to: '/checkins',
        }}
      >
        {checkIns === null ? (
          <Unavailable>{LL.profile.partialError()}</Unavailable>
        ) : checkIns.length > 0 ? (
          <ul className="profile-checkins">
            {checkIns.map((checkIn) => (
              <li key={checkIn._id}>
                <CheckinItem checkIn={checkIn} showCat showUser={false} />
              </li>
            ))}
          </ul>
        ) : (
          <Unavailable>
            {LL.profile.noCheckins()} <Link to="/map">{LL.profile.findCats()}</Link>
          </Unavailable>
        )}
      </ProfileSection>
    </section>
  );
}
