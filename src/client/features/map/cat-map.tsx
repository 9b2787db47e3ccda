import { Map, Overlay } from 'pigeon-maps';
import { useRef } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { HEALTH_COLORS, healthTone } from '../../components/health-badge.js';
import { healthLabel } from '../../../shared/enum-labels.js';
import type { UserPosition } from '../../lib/position.js';
import { tileProvider } from '../../lib/tiles.js';

export type LatLng = [number, number];

export interface MapCat {
  _id: string;
  name: string;
  health: string;
  latLng: LatLng;
}

interface CatMapProps {
  tileUrl: string;
  center: LatLng;
  zoom: number;
  onViewChange: (center: LatLng, zoom: number) => void;
  cats: MapCat[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** A pin got the keyboard focus (the screen pans to it when it is off the map). */
  onMarkerFocus: (cat: MapCat, element: HTMLElement) => void;
  /** The user's real position (none when only the default location is known). */
  user: UserPosition | null;
  userLabelOpen: boolean;
  onUserClick: () => void;
  popupId: string;
}

const PIN_WIDTH = 34;
const PIN_HEIGHT = 44;

/** The tiles, the user's marker and the cats as pins; every pin is a button with a name. */
export function CatMap({
  tileUrl,
  center,
  zoom,
  onViewChange,
  cats,
  selectedId,
  onSelect,
  onMarkerFocus,
  user,
  userLabelOpen,
  onUserClick,
  popupId,
}: CatMapProps) {
  const { LL } = useI18nContext();
  // Mid-animation positions must not come back as the new target: on a slow phone the map would
  // stop halfway to a chosen cat. Only the final position is reported.
  const animating = useRef(false);
  return (
    <Map
      provider={tileProvider(tileUrl)}
      dprs={[1, 2]}
      center={center}
      zoom={zoom}
      minZoom={3}
      maxZoom={19}
      onAnimationStart={() => {
        animating.current = true;
      }}
      onAnimationStop={() => {
        animating.current = false;
      }}
      onBoundsChanged={({ center: next, zoom: nextZoom }) => {
        if (!animating.current) onViewChange(next, nextZoom);
      }}
      attributionPrefix={false}
      attribution={<span>{LL.map.attribution()}</span>}
    >
      {user && (
        <Overlay anchor={[user.latitude, user.longitude]} offset={[11, 11]} className="map-user">
          <button
            type="button"
            className="map-user__dot pigeon-drag-block"
            aria-label={LL.map.userLocation()}
            aria-expanded={userLabelOpen}
            onClick={onUserClick}
          />
          {userLabelOpen && (
            <span className="map-user__label" role="status">
              {LL.map.userLocation()}
            </span>
          )}
        </Overlay>
      )}
      {cats.map((cat) => {
        const selected = cat._id === selectedId;
        const color = HEALTH_COLORS[healthTone(cat.health)].strong;
        return (
          <Overlay
            key={cat._id}
            anchor={cat.latLng}
            offset={[PIN_WIDTH / 2, PIN_HEIGHT]}
            className={selected ? 'map-pin map-pin--selected' : 'map-pin'}
          >
            <button
              type="button"
              className="map-pin__button pigeon-drag-block"
              data-cat-id={cat._id}
              aria-label={LL.map.markerLabel({
                name: cat.name,
                health: healthLabel(LL, cat.health),
              })}
              aria-expanded={selected}
              aria-controls={selected ? popupId : undefined}
              onClick={() => onSelect(cat._id)}
              onFocus={(event) => onMarkerFocus(cat, event.currentTarget)}
            >
              <svg
                viewBox="0 0 34 44"
                width={PIN_WIDTH}
                height={PIN_HEIGHT}
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M17 42.5C17 42.5 2 27.8 2 16.5a15 15 0 0 1 30 0C32 27.8 17 42.5 17 42.5z"
                  fill={color}
                  stroke="#fff"
                  strokeWidth="2.5"
                />
                <circle cx="17" cy="16.5" r="6" fill="#fff" />
              </svg>
            </button>
          </Overlay>
        );
      })}
    </Map>
  );
}
