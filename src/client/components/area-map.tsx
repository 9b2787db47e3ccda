import { Map, Overlay } from 'pigeon-maps';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { tileProvider } from '../lib/tiles.js';
import { LazyTile } from './map-tile.js';
import { areaCentre, bounds, type MapArea } from './area-shape.js';

const HEIGHT = 180;
/** The circle's radius on screen, at most: the zoom is the deepest that keeps it within. */
const CIRCLE_MAX_PIXELS = 70;
/** The cells' box on screen, at most (the frame is at least 280 px wide on a 320 px phone). */
const BOX_MAX_WIDTH = 240;
const BOX_MAX_HEIGHT = 140;

/** Metres per screen pixel of 256 px web-mercator tiles at this latitude and zoom. */
const metersPerPixel = (latitude: number, zoom: number) =>
  (156_543.033_92 * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom;

/** Web-mercator pixel position at zoom 0 (multiply by 2^zoom). */
const pixelX = (lng: number) => ((lng + 180) / 360) * 256;
const pixelY = (lat: number) => {
  const rad = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 256;
};

const clampZoom = (fits: number) => Math.min(16, Math.max(10, Math.floor(fits)));

/** The deepest zoom (10–16) at which the area fits its room on screen. */
function zoomFor(area: MapArea) {
  if (area.kind === 'circle') {
    return clampZoom(
      Math.log2((metersPerPixel(area.latitude, 0) * CIRCLE_MAX_PIXELS) / area.radiusMeters),
    );
  }
  const box = bounds(area.cells);
  const width = pixelX(box.east) - pixelX(box.west);
  const height = pixelY(box.south) - pixelY(box.north);
  return clampZoom(Math.min(Math.log2(BOX_MAX_WIDTH / width), Math.log2(BOX_MAX_HEIGHT / height)));
}

interface AreaMapProps {
  tileUrl: string;
  /** What the reader may see: never an exact spot they may not see. */
  area: MapArea;
}

/**
 * A still map (no dragging, no zoom) of an area: a circle, or the squares of privacy cells; never
 * a pin. Its own chunk, with pigeon-maps: pages load it only once it is scrolled near
 * (lazy-area-map.tsx).
 */
export function AreaMap({ tileUrl, area }: AreaMapProps) {
  const { LL } = useI18nContext();
  const zoom = zoomFor(area);
  const centre = areaCentre(area);
  const scale = 2 ** zoom;
  return (
    <Map
      provider={tileProvider(tileUrl)}
      dprs={[1, 2]}
      tileComponent={LazyTile}
      center={[centre.latitude, centre.longitude]}
      zoom={zoom}
      height={HEIGHT}
      mouseEvents={false}
      touchEvents={false}
      attributionPrefix={false}
      attribution={<span>{LL.map.attribution()}</span>}
    >
      {area.kind === 'circle'
        ? (() => {
            const radius = Math.round(area.radiusMeters / metersPerPixel(area.latitude, zoom));
            return (
              <Overlay anchor={[area.latitude, area.longitude]} offset={[radius, radius]}>
                <span
                  className="area-map__circle"
                  style={{ width: radius * 2, height: radius * 2 }}
                />
              </Overlay>
            );
          })()
        : area.cells.map((cell) => (
            <Overlay key={`${cell.south} ${cell.west}`} anchor={[cell.north, cell.west]}>
              <span
                className="area-map__cell"
                style={{
                  width: Math.round((pixelX(cell.east) - pixelX(cell.west)) * scale),
                  height: Math.round((pixelY(cell.south) - pixelY(cell.north)) * scale),
                }}
              />
            </Overlay>
          ))}
    </Map>
  );
}
