import { Map, Overlay } from 'pigeon-maps';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { tileProvider } from '../lib/tiles.js';

const HEIGHT = 180;
/** The circle's radius on screen, at most: the zoom is the deepest that keeps it within. */
const CIRCLE_MAX_PIXELS = 70;

/** Metres per screen pixel of 256 px web-mercator tiles at this latitude and zoom. */
const metersPerPixel = (latitude: number, zoom: number) =>
  (156_543.033_92 * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom;

interface AreaMapProps {
  tileUrl: string;
  /** The centre the reader may see (a cat's or a colony's public, shifted point, unless a carer). */
  latitude: number;
  longitude: number;
  radiusMeters: number;
}

/** The deepest zoom (10–16) at which a circle of `radiusMeters` fits in CIRCLE_MAX_PIXELS. */
function zoomFor(latitude: number, radiusMeters: number) {
  const fits = Math.log2((metersPerPixel(latitude, 0) * CIRCLE_MAX_PIXELS) / radiusMeters);
  return Math.min(16, Math.max(10, Math.floor(fits)));
}

/**
 * A still map (no dragging, no zoom) with a circle around a position: an area, never a pin. Its
 * own chunk, with pigeon-maps: pages load it only once it is scrolled near (lazy-area-map.tsx).
 */
export function AreaMap({ tileUrl, latitude, longitude, radiusMeters }: AreaMapProps) {
  const { LL } = useI18nContext();
  const zoom = zoomFor(latitude, radiusMeters);
  const radius = Math.round(radiusMeters / metersPerPixel(latitude, zoom));
  return (
    <Map
      provider={tileProvider(tileUrl)}
      dprs={[1, 2]}
      center={[latitude, longitude]}
      zoom={zoom}
      height={HEIGHT}
      mouseEvents={false}
      touchEvents={false}
      attributionPrefix={false}
      attribution={<span>{LL.map.attribution()}</span>}
    >
      <Overlay anchor={[latitude, longitude]} offset={[radius, radius]}>
        <span className="area-map__circle" style={{ width: radius * 2, height: radius * 2 }} />
      </Overlay>
    </Map>
  );
}
