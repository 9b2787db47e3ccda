import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { Avatar } from '../../components/avatar.js';
import { CameraIcon } from '../../components/icons.js';
import { AvatarDialog } from './avatar-dialog.js';

interface ProfileHeaderProps {
  name: string;
  bio: string;
  picture: string;
  /** The own profile: the avatar can be changed and the profile edited. */
  editable?: { onEdit: () => void; disabled: boolean } | undefined;
  /** A line under the name (member since…). */
  subtitle?: string | undefined;
}

/** Avatar, name and bio; on the own profile the avatar carries the 'Alterar foto' button. */
export function ProfileHeader({ name, bio, picture, editable, subtitle }: ProfileHeaderProps) {
  const { LL } = useI18nContext();
  const [choosing, setChoosing] = useState(false);

  return (
    <div className="profile-header">
      <div className="profile-header__avatar">
        <Avatar src={picture} name={name} size={96} eager label={LL.profile.pictureOf({ name })} />
        {editable && (
          <button
            type="button"
            className="profile-header__change"
            onClick={() => setChoosing(true)}
            disabled={editable.disabled}
          >
            <CameraIcon width="16" height="16" />
            <span>{LL.profile.changePhoto()}</span>
          </button>
        )}
      </div>
      <div className="profile-header__text">
        <h1 id="page-title" className="page__title profile-header__name">
          {name}
        </h1>
        {subtitle && <p className="muted profile-header__subtitle">{subtitle}</p>}
        {bio ? (
          <p className="profile-header__bio">{bio}</p>
        ) : (
          editable && <p className="profile-header__bio muted">{LL.profile.noBio()}</p>
        )}
        {editable && (
          <div className="profile-header__actions">
            <button
              type="button"
              className="btn btn--secondary profile-header__edit"
              onClick={editable.onEdit}
              disabled={editable.disabled}
            >
              {LL.profile.edit()}
            </button>
            <Link className="btn btn--secondary profile-header__edit" to="/settings">
              {LL.profile.settingsLink()}
            </Link>
          </div>
        )}
      </div>
      {editable && (
        <AvatarDialog open={choosing} onClose={() => setChoosing(false)} current={picture} />
      )}
    </div>
  );
}
