import { Map, Overlay } from 'pigeon-maps';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { tileProvider } from '../../lib/tiles.js';

const ZOOM = 15;
const HEIGHT = 180;

/** Metres per screen pixel of 256 px web-mercator tiles at this latitude and zoom. */
const metersPerPixel = (latitude: number, zoom: number) =>
  (156_543.033_92 * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom;

interface AreaMapProps {
  tileUrl: string;
  /** The position the reader may see (the public, shifted one for all but the cat's carers). */
  latitude: number;
  longitude: number;
  radiusMeters: number;
}

/**
 * A still map (no dragging, no zoom) with a circle around the cat's position: the area, never a
 * pin. Its own chunk, with pigeon-maps: the cat page loads it only once it is scrolled near.
 */
export function AreaMap({ tileUrl, latitude, longitude, radiusMeters }: AreaMapProps) {
  const { LL } = useI18nContext();
  const radius = Math.round(radiusMeters / metersPerPixel(latitude, ZOOM));
  return (
    <Map
      provider={tileProvider(tileUrl)}
      dprs={[1, 2]}
      center={[latitude, longitude]}
      zoom={ZOOM}
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
