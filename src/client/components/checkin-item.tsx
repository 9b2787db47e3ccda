import { Link } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { actionLabel } from '../../shared/enum-labels.js';
import { useAuth } from '../lib/auth.js';
import { Avatar } from './avatar.js';
import { ReportButton } from './report-button.js';
import { HealthBadge } from './health-badge.js';
import { dateFormat } from '../lib/formats.js';
import './checkin-item.css';

/** What a check-in list shows: both `cats.byId` recent check-ins and `checkins.*` lists fit. */
export interface CheckinItemData {
  _id: string;
  user: { _id: string; name: string; profilePicture: string };
  cat?: {
    _id: string | null;
    name: string;
    thumbnailUrl?: string | null;
    photoUrl?: string | null;
  };
  actions: readonly string[];
  actionsDescription: string;
  healthStatus?: string;
  photos: readonly { url: string; thumbnailUrl: string; hiddenReason?: string | null }[];
  createdAt: string;
  /** Hidden by moderation (only its author and moderators get it). */
  hidden?: { reason: string } | null;
}

interface CheckinItemProps {
  checkIn: CheckinItemData;
  /** Lists of several cats (own check-ins) name the cat; a cat's own page does not. */
  showCat?: boolean;
  /** The author is left out where all check-ins are the reader's own. */
  showUser?: boolean;
}

/**
 * One check-in: who (picture and name), when, the action tags, the description and the photo
 * thumbnails (each opens the full photo). Renders an <article>; lists wrap it in an <li>.
 */
export function CheckinItem({ checkIn, showCat = false, showUser = true }: CheckinItemProps) {
  const { LL, locale } = useI18nContext();
  const { user } = useAuth();
  const texts = LL.cat.checkinItem;
  const hiddenPhoto = checkIn.photos.find((photo) => photo.hiddenReason);
  const name = checkIn.user.name || texts.removedUser();
  const when = new Date(checkIn.createdAt);
  const cat = showCat ? checkIn.cat : undefined;
  const catName = cat ? cat.name || LL.cat.unnamed() : '';
  const catThumb = cat?.thumbnailUrl ?? cat?.photoUrl ?? null;
  const total = checkIn.photos.length;

  return (
    <article className="checkin-item" aria-label={texts.by({ name })}>
      <header className="checkin-item__header">
        {cat ? (
          catThumb ? (
            <img
              className="checkin-item__cat-photo"
              src={catThumb}
              alt=""
              width="44"
              height="44"
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="checkin-item__cat-photo" aria-hidden="true" />
          )
        ) : (
          showUser && <Avatar src={checkIn.user.profilePicture} name={name} size={40} />
        )}
        <div className="checkin-item__who">
          {cat ? (
            cat._id ? (
              <Link className="checkin-item__name" to={`/cat/${cat._id}`}>
                {catName}
              </Link>
            ) : (
              <span className="checkin-item__name">{catName}</span>
            )
          ) : (
            showUser &&
            (checkIn.user.name ? (
              <Link className="checkin-item__name" to={`/profile/${checkIn.user._id}`}>
                {name}
              </Link>
            ) : (
              <span className="checkin-item__name">{name}</span>
            ))
          )}
          <time className="checkin-item__date" dateTime={checkIn.createdAt}>
            {Number.isNaN(when.getTime())
              ? checkIn.createdAt
              : dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(when)}
          </time>
        </div>
        {checkIn.healthStatus && (
          <HealthBadge health={checkIn.healthStatus} className="checkin-item__health" />
        )}
      </header>

      {checkIn.actions.length > 0 && (
        <ul className="checkin-item__tags" aria-label={texts.actions()}>
          {checkIn.actions.map((action) => (
            <li key={action} className="checkin-item__tag">
              {actionLabel(LL, action)}
            </li>
          ))}
        </ul>
      )}

      {checkIn.actionsDescription && (
        <p className="checkin-item__text">{checkIn.actionsDescription}</p>
      )}

      {total > 0 && (
        <ul className="checkin-item__photos" aria-label={texts.photos()}>
          {checkIn.photos.map((photo, index) => (
            <li key={photo.url}>
              <a
                className="checkin-item__photo-link"
                href={photo.url}
                target="_blank"
                rel="noreferrer"
                aria-label={texts.openPhoto({ n: index + 1, total })}
              >
                <img
                  src={photo.thumbnailUrl || photo.url}
                  alt=""
                  width="72"
                  height="72"
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {checkIn.hidden && (
        <p className="hidden-banner">
          {LL.moderation.hiddenBanner({ reason: checkIn.hidden.reason })}
        </p>
      )}
      {hiddenPhoto?.hiddenReason && (
        <p className="hidden-banner">
          {LL.moderation.hiddenPhotos({
            count: checkIn.photos.filter((p) => p.hiddenReason).length,
            reason: hiddenPhoto.hiddenReason,
          })}
        </p>
      )}
      {user?._id !== checkIn.user._id && (
        <div className="checkin-item__report">
          <ReportButton
            label={LL.moderation.report()}
            choices={[{ type: 'checkin', id: checkIn._id, label: LL.moderation.reportCheckin() }]}
          />
        </div>
      )}
    </article>
  );
}
