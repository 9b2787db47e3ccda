import { useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatIllustration } from '../../components/cat-illustration.js';

interface Photo {
  url: string;
  thumbnailUrl: string;
}

interface CatGalleryProps {
  name: string;
  photos: readonly Photo[];
}

/** The main photo large, and a row of thumbnails: tapping one shows it large. */
export function CatGallery({ name, photos }: CatGalleryProps) {
  const { LL } = useI18nContext();
  const [chosen, setChosen] = useState(0);
  const index = chosen < photos.length ? chosen : 0;
  const shown = photos[index];

  if (!shown) {
    return (
      <div className="cat-gallery cat-gallery--empty">
        <CatIllustration className="cat-gallery__placeholder" label={LL.cat.noPhoto()} />
      </div>
    );
  }

  return (
    <div className="cat-gallery">
      <a className="cat-gallery__main" href={shown.url} target="_blank" rel="noreferrer">
        <img
          key={shown.url}
          src={shown.url}
          alt={
            index === 0 ? LL.cat.photoAlt({ name }) : LL.cat.photoNumberAlt({ n: index + 1, name })
          }
          decoding="async"
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
      </a>
      {photos.length > 1 && (
        <ul className="cat-gallery__thumbs" aria-label={LL.cat.photos()}>
          {photos.map((photo, i) => (
            <li key={photo.url}>
              <button
                type="button"
                className="cat-gallery__thumb"
                aria-label={LL.cat.showPhoto({ n: i + 1, total: photos.length })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setChosen(i)}
              >
                <img
                  src={photo.thumbnailUrl || photo.url}
                  alt=""
                  width="64"
                  height="64"
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
