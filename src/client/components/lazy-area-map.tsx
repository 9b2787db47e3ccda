import { Suspense, useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../lib/config.js';
import { areaCentre, type MapArea } from './area-shape.js';
import { lazyPart } from '../lib/lazy-part.js';
import './area-map.css';

// pigeon-maps and the map: their own chunk, fetched once the placeholder nears the screen.
const AreaMap = lazyPart(async () => (await import('./area-map.js')).AreaMap);

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

interface LazyAreaMapProps {
  /** What this reader may see: never an exact spot they may not see. */
  area: MapArea;
  /** The figure's accessible name, its caption, and what the placeholder says while loading. */
  label: string;
  caption: string;
  loading: string;
}

/**
 * A small map of an area (a cat's, a colony's): a circle, or squares of privacy cells. The map code loads only when this part
 * of the page is about to be seen, never with the page's first paint.
 */
export function LazyAreaMap(props: LazyAreaMapProps) {
  const { area, label, caption, loading } = props;
  const centre = areaCentre(area);
  const tileUrl = usePublicConfig().data?.mapTileUrl;
  const { ref, near } = useNear('100px');
  const placeholder = (
    <div className="area-map__placeholder" role="status">
      <span className="visually-hidden">{loading}</span>
    </div>
  );
  return (
    <figure
      className="area-map"
      aria-label={label}
      data-latitude={centre.latitude}
      data-longitude={centre.longitude}
      data-cells={area.kind === 'cells' ? area.cells.length : undefined}
    >
      <div ref={ref} className="area-map__frame">
        {near && tileUrl ? (
          <Suspense fallback={placeholder}>
            <AreaMap tileUrl={tileUrl} area={area} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <figcaption className="field__hint">{caption}</figcaption>
    </figure>
  );
}
