import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatIllustration } from '../../components/cat-illustration.js';
import { HealthBadge } from '../../components/health-badge.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { formatDistance } from '../../lib/position.js';

type SimilarCat = RouterOutputs['cats']['similar'][number];

interface SimilarCatsProps {
  cats: readonly SimilarCat[];
  pending: boolean;
  onRegisterAnyway: () => void;
  onCancel: () => void;
}

/**
 * "Este gato já está cadastrado?": active cats with the same picture as the chosen photo, and those
 * within 300 m, to check in on instead.
 */
export function SimilarCats({ cats, pending, onRegisterAnyway, onCancel }: SimilarCatsProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.addCat.similar;
  const heading = useRef<HTMLHeadingElement>(null);
  const samePhoto = cats.filter((cat) => cat.samePhoto).length;
  const nearby = cats.length - samePhoto;
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  return (
    <section className="similar-cats" aria-labelledby="similar-cats-title">
      <h2 id="similar-cats-title" ref={heading} tabIndex={-1} className="similar-cats__title">
        {t.title()}
      </h2>
      {samePhoto > 0 && <p>{t.samePhotoText({ count: samePhoto })}</p>}
      {nearby > 0 && <p>{t.text({ count: nearby })}</p>}
      <ul className="similar-cats__list">
        {cats.map((cat) => {
          const name = cat.name || LL.cat.unnamed();
          return (
            <li key={cat._id} className="similar-cats__item">
              {cat.thumbnailUrl ? (
                <img
                  className="similar-cats__photo"
                  src={cat.thumbnailUrl}
                  alt=""
                  width="64"
                  height="64"
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <CatIllustration className="similar-cats__photo" />
              )}
              <div className="similar-cats__info">
                <p className="similar-cats__name">{name}</p>
                <p className="similar-cats__meta">
                  {cat.samePhoto && <span className="similar-cats__same">{t.samePhoto()}</span>}
                  {cat.distance !== undefined && (
                    <span>{t.distance({ distance: formatDistance(locale, cat.distance) })}</span>
                  )}
                  <HealthBadge health={cat.health} />
                </p>
                <p className="similar-cats__links">
                  <Link className="btn btn--primary btn--small" to={`/checkin/${cat._id}`}>
                    {t.checkin({ name })}
                  </Link>
                  <Link to={`/cat/${cat._id}`}>{t.view({ name })}</Link>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="similar-cats__actions">
        <button
          type="button"
          className="btn btn--secondary btn--block"
          disabled={pending}
          onClick={onRegisterAnyway}
        >
          {t.registerAnyway()}
        </button>
        <button type="button" className="btn btn--link" disabled={pending} onClick={onCancel}>
          {t.cancel()}
        </button>
      </div>
    </section>
  );
}
