import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { formatDistance } from '../lib/position.js';
import { CatMark } from './cat-illustration.js';
import { HealthBadge } from './health-badge.js';
import './cat-card.css';

/** The fields of a cat a card shows; any cat DTO of the API fits. */
export interface CatCardCat {
  _id: string;
  name: string | null;
  thumbnailUrl?: string | null;
  photoUrl?: string | null;
  health: string | null;
  location?: { address?: string | null } | null;
  /** Who said "Eu vou ajudar" (cats in need); "a caminho" once a carer or the reporter accepted. */
  helpers?: readonly { accepted: boolean }[];
}

interface CatCardProps {
  cat: CatCardCat;
  /** Metres from the user, when known. */
  distance?: number | null;
  /** 'help' (emergencies) says 'Ajudar Agora' instead of 'Fazer Check-in'. */
  action?: 'checkin' | 'help';
  headingLevel?: 2 | 3;
  /** The first card of a screen: its photo is the largest paint, so it loads first. */
  priority?: boolean;
  /** What the page adds about the cat under its name (a colony cat's last sighting). */
  children?: ReactNode;
}

/**
 * A cat in a gallery: photo, health, name and address lead to its page; the button leads to a
 * check-in (protected: signed-out visitors go to login and come back).
 */
export function CatCard({
  cat,
  distance,
  action = 'checkin',
  headingLevel = 3,
  priority = false,
  children,
}: CatCardProps) {
  const { LL, locale } = useI18nContext();
  const texts = LL.home.card;
  const name = cat.name?.trim() || texts.unnamed();
  const address = cat.location?.address?.trim() || texts.noAddress();
  const photo = cat.thumbnailUrl || cat.photoUrl;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={action === 'help' ? 'cat-card cat-card--urgent' : 'cat-card'}>
      <div className="cat-card__photo">
        {photo ? (
          <img
            src={photo}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            width="400"
            height="300"
          />
        ) : (
          <CatMark className="cat-card__placeholder" width="64" height="64" />
        )}
      </div>
      <div className="cat-card__body">
        <div className="cat-card__badges">
          <HealthBadge health={cat.health} className="cat-card__badge" />
          {cat.helpers?.some((helper) => helper.accepted) && (
            <span className="badge badge--helpers">{LL.common.helpersMark()}</span>
          )}
        </div>
        <Heading className="cat-card__name">
          <Link to={`/cat/${encodeURIComponent(cat._id)}`} className="cat-card__link">
            {name}
          </Link>
        </Heading>
        <p className="cat-card__address">{address}</p>
        {distance !== null && distance !== undefined && (
          <p className="cat-card__distance">
            {LL.location.distanceAway({ distance: formatDistance(locale, distance) })}
          </p>
        )}
        {children}
        <Link
          to={`/checkin/${encodeURIComponent(cat._id)}`}
          className={`btn cat-card__action ${action === 'help' ? 'cat-card__action--urgent' : 'btn--primary'}`}
          aria-label={action === 'help' ? texts.helpLabel({ name }) : texts.checkinLabel({ name })}
        >
          {action === 'help' ? texts.help() : texts.checkin()}
        </Link>
      </div>
    </article>
  );
}
