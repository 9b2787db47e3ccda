import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { CatDto } from '../../lib/api-types.js';
import { usePublicConfig } from '../../lib/config.js';

// pigeon-maps and the map: their own chunk, fetched once the placeholder nears the screen.
const AreaMap = lazy(async () => ({ default: (await import('./area-map.js')).AreaMap }));

/** The public point is at most 250 m from the cat, so a 300 m circle around it holds the cat. */
const AREA_RADIUS_METERS = 300;

/** Whether the element has come within `margin` of the screen (stays true once it has). */
function useNear(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => !('IntersectionObserver' in window));
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/**
 * The small map of the cat's area, from the position this reader may see (`cat.location`: the
 * public one for anyone but its carers). The map code loads only when this part of the page is
 * about to be seen, never with the page's first paint.
 */
export function LazyAreaMap({ cat }: { cat: CatDto }) {
  const { LL } = useI18nContext();
  const t = LL.cat;
  const tileUrl = usePublicConfig().data?.mapTileUrl;
  const { ref, near } = useNear('100px');
  const [longitude, latitude] = cat.location.coordinates;
  const placeholder = (
    <div className="area-map__placeholder" role="status">
      <span className="visually-hidden">{t.areaLoading()}</span>
    </div>
  );
  return (
    <figure
      className="area-map"
      aria-label={t.areaMap()}
      data-latitude={latitude}
      data-longitude={longitude}
    >
      <div ref={ref} className="area-map__frame">
        {near && tileUrl ? (
          <Suspense fallback={placeholder}>
            <AreaMap
              tileUrl={tileUrl}
              latitude={latitude}
              longitude={longitude}
              radiusMeters={AREA_RADIUS_METERS}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <figcaption className="field__hint">
        {cat.exactLocation
          ? t.areaExact({ meters: AREA_RADIUS_METERS })
          : t.areaApprox({ meters: AREA_RADIUS_METERS })}
      </figcaption>
    </figure>
  );
}
