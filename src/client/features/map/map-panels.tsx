import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatMark } from '../../components/cat-illustration.js';
import { HealthBadge } from '../../components/health-badge.js';
import { ageLabel, genderLabel, healthLabel, statusLabel } from '../../../shared/enum-labels.js';
import { formatDistance } from '../../lib/position.js';
import { CloseIcon } from '../../components/icons.js';
import { FILTER_OPTIONS, type FilterGroup, type MapFilters } from './map-filters.js';
import './map-panels.css';

export interface PanelCat {
  _id: string;
  name: string;
  health: string;
  photoUrl: string;
  thumbnailUrl: string;
  distance?: number;
  /** "a caminho" only for offers a carer or the reporter accepted. */
  helpers?: readonly { accepted: boolean }[];
}

interface SheetProps {
  id: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  titleRef?: Ref<HTMLHeadingElement>;
}

/** A panel over the lower part of the map; its title takes the focus when it opens. */
export function Sheet({ id, title, onClose, children, className, titleRef }: SheetProps) {
  const { LL } = useI18nContext();
  return (
    <section
      id={id}
      className={className ? `map-sheet ${className}` : 'map-sheet'}
      aria-labelledby={`${id}-title`}
    >
      <header className="map-sheet__header">
        <h2 id={`${id}-title`} className="map-sheet__title" tabIndex={-1} ref={titleRef}>
          {title}
        </h2>
        <button
          type="button"
          className="map-sheet__close"
          aria-label={LL.map.closePopup()}
          onClick={onClose}
        >
          <CloseIcon width="20" height="20" />
        </button>
      </header>
      <div className="map-sheet__body">{children}</div>
    </section>
  );
}

const GROUPS: {
  group: FilterGroup;
  legend: 'filterHealth' | 'filterStatus' | 'filterGender' | 'filterAge';
}[] = [
  { group: 'health', legend: 'filterHealth' },
  { group: 'status', legend: 'filterStatus' },
  { group: 'gender', legend: 'filterGender' },
  { group: 'estimatedAge', legend: 'filterAge' },
];

const LABELS = {
  health: healthLabel,
  status: statusLabel,
  gender: genderLabel,
  estimatedAge: ageLabel,
} as const;

export function FilterFields({
  filters,
  onToggle,
  onClear,
}: {
  filters: MapFilters;
  onToggle: (group: FilterGroup, value: string) => void;
  onClear: () => void;
}) {
  const { LL } = useI18nContext();
  return (
    <div className="map-filters">
      {GROUPS.map(({ group, legend }) => (
        <fieldset key={group} className="map-filters__group">
          <legend className="map-filters__legend">{LL.map[legend]()}</legend>
          {FILTER_OPTIONS[group].map((value) => {
            const id = `map-filter-${group}-${value}`;
            return (
              <label key={value} htmlFor={id} className="map-filters__option">
                <input
                  id={id}
                  type="checkbox"
                  checked={(filters[group] as readonly string[]).includes(value)}
                  onChange={() => onToggle(group, value)}
                />
                <span>{LABELS[group](LL, value)}</span>
              </label>
            );
          })}
        </fieldset>
      ))}
      <button type="button" className="btn btn--secondary map-filters__clear" onClick={onClear}>
        {LL.map.clearFilters()}
      </button>
    </div>
  );
}

export function CatList({
  cats,
  loading,
  onChoose,
}: {
  cats: PanelCat[];
  /** No answer yet (position or list still coming): never "no cats" then. */
  loading: boolean;
  onChoose: (id: string) => void;
}) {
  const { LL, locale } = useI18nContext();
  if (loading) {
    return (
      <p className="map-list__empty" role="status">
        {LL.map.loading()}
      </p>
    );
  }
  if (cats.length === 0) return <p className="map-list__empty">{LL.map.empty()}</p>;
  return (
    <ul className="map-list">
      {cats.map((cat) => (
        <li key={cat._id}>
          <button type="button" className="map-list__item" onClick={() => onChoose(cat._id)}>
            <span className="map-list__photo">
              {cat.thumbnailUrl ? (
                <img src={cat.thumbnailUrl} alt="" loading="lazy" width="48" height="48" />
              ) : (
                <CatMark width="32" height="32" />
              )}
            </span>
            <span className="map-list__text">
              <span className="map-list__name">{cat.name || LL.map.unnamed()}</span>
              <span className="map-list__meta">
                <HealthBadge health={cat.health} className="map-list__badge" />
                {cat.helpers?.some((helper) => helper.accepted) && (
                  <span className="badge badge--helpers">{LL.common.helpersMark()}</span>
                )}
                {cat.distance !== undefined && (
                  <span className="map-list__distance">{formatDistance(locale, cat.distance)}</span>
                )}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function CatPopupBody({ cat }: { cat: PanelCat }) {
  const { LL } = useI18nContext();
  const photo = cat.thumbnailUrl || cat.photoUrl;
  return (
    <div className="map-popup">
      <div className="map-popup__photo">
        {photo ? (
          <img src={photo} alt="" loading="lazy" width="96" height="96" />
        ) : (
          <CatMark width="56" height="56" />
        )}
      </div>
      <div className="map-popup__text">
        <HealthBadge health={cat.health} />
        {cat.helpers?.some((helper) => helper.accepted) && (
          <span className="badge badge--helpers">{LL.common.helpersMark()}</span>
        )}
        <Link
          to={`/cat/${encodeURIComponent(cat._id)}`}
          className="btn btn--primary map-popup__details"
        >
          {LL.map.details()}
        </Link>
      </div>
    </div>
  );
}
