import { Map, Overlay } from 'pigeon-maps';
import { useRef } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { HEALTH_COLORS, healthTone } from '../../components/health-badge.js';
import { healthLabel } from '../../../shared/enum-labels.js';
import type { UserPosition } from '../../lib/position.js';
import { EagerTile } from '../../components/map-tile.js';
import { tileProvider } from '../../lib/tiles.js';
import type { MapLayout } from './use-map-layout.js';
import {
  clearOf,
  CLUSTER_SIZE,
  clusterMarkers,
  PIN_BOX,
  zoomToSplit,
  type LatLng,
} from './clusters.js';

export type { LatLng };

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
  /** A pin or cluster got the keyboard focus (the screen pans to it when it is off the map). */
  onMarkerFocus: (latLng: LatLng, element: HTMLElement) => void;
  /** A cluster was chosen: the map zoomed in until it parts (`zoom`), or, at the highest zoom
   * where its cats still overlap, the list of them (`zoom` null) is to open. */
  onClusterChoose: (cats: MapCat[], center: LatLng, zoom: number | null) => void;
  /** The cats of the cluster whose list is open, if one is. */
  openClusterIds: readonly string[] | null;
  clusterListId: string;
  /** The map's size and the buttons over it (from its top left corner): no pin goes under them. */
  layout: MapLayout | null;
  /** The user's real position (none when only the default location is known). */
  user: UserPosition | null;
  userLabelOpen: boolean;
  onUserClick: () => void;
  popupId: string;
}

const PIN_WIDTH = PIN_BOX.right - PIN_BOX.left;
const PIN_HEIGHT = PIN_BOX.bottom - PIN_BOX.top;
export const MAX_ZOOM = 19;

/** A pin's drop shape, its tip at the bottom middle; a white dot in it for a single cat. */
function PinShape({ color, dot = false }: { color: string; dot?: boolean }) {
  return (
    <svg viewBox="0 0 34 44" width="34" height="44" aria-hidden="true" focusable="false">
      <path
        d="M17 42.5C17 42.5 2 27.8 2 16.5a15 15 0 0 1 30 0C32 27.8 17 42.5 17 42.5z"
        fill={color}
        stroke="#fff"
        strokeWidth="2.5"
      />
      {dot && <circle cx="17" cy="16.5" r="6" fill="#fff" />}
    </svg>
  );
}

/**
 * The tiles, the user's marker and the cats as pins; every pin is a button with a name. Pins that
 * would cover each other at this zoom are one cluster button with their count, and cats at one
 * point one pin with their count that opens their list (clusters.ts).
 */
export function CatMap({
  tileUrl,
  center,
  zoom,
  onViewChange,
  cats,
  selectedId,
  onSelect,
  onMarkerFocus,
  onClusterChoose,
  openClusterIds,
  clusterListId,
  layout,
  user,
  userLabelOpen,
  onUserClick,
  popupId,
}: CatMapProps) {
  const { LL } = useI18nContext();
  // Mid-animation positions must not come back as the new target: on a slow phone the map would
  // stop halfway to a chosen cat. pigeon-maps reports bounds 60 ms after they change (debounced),
  // so on a slow phone one arrives mid-way, and it reports where an animation ended (or was
  // stopped) only after onAnimationStop: bounds are taken only while nothing animates.
  const animating = useRef(false);
  const clustered = clusterMarkers(cats, zoom);
  const markers = layout ? clearOf(clustered, zoom, center, layout, layout.covers) : clustered;
  return (
    <Map
      provider={tileProvider(tileUrl)}
      dprs={[1, 2]}
      tileComponent={EagerTile}
      center={center}
      zoom={zoom}
      minZoom={3}
      maxZoom={MAX_ZOOM}
      onAnimationStart={() => {
        animating.current = true;
      }}
      onAnimationStop={() => {
        animating.current = false;
      }}
      // A wheel or double-tap zoom is an animation too: the clusters follow its final zoom.
      onBoundsChanged={({ center: next, zoom: nextZoom }) => {
        if (!animating.current) onViewChange(next, nextZoom);
      }}
      attributionPrefix={false}
      attribution={<span>{LL.map.attribution()}</span>}
    >
      {user && (
        <Overlay anchor={[user.latitude, user.longitude]} offset={[12, 12]} className="map-user">
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
      {markers.map((marker) => {
        if (marker.kind === 'spot') {
          // Cats at one point (a privacy cell's): one pin with their count, opening their list.
          const ids = marker.items.map((cat) => cat._id);
          const open = openClusterIds?.join(' ') === ids.join(' ');
          const count = marker.items.length;
          return (
            <Overlay
              key={marker.key}
              anchor={marker.latLng}
              offset={[PIN_WIDTH / 2, PIN_HEIGHT]}
              className={ids.includes(selectedId ?? '') ? 'map-pin map-pin--selected' : 'map-pin'}
            >
              <button
                type="button"
                className="map-pin__button map-spot pigeon-drag-block"
                data-cat-ids={ids.join(' ')}
                aria-label={LL.map.clusterList({ count })}
                aria-expanded={open}
                aria-controls={open ? clusterListId : undefined}
                onClick={() => onClusterChoose(marker.items, marker.latLng, null)}
                onFocus={(event) => onMarkerFocus(marker.latLng, event.currentTarget)}
              >
                <PinShape color="var(--c-text)" />
                <span className="map-spot__count" aria-hidden="true">
                  {count}
                </span>
              </button>
            </Overlay>
          );
        }
        if (marker.kind === 'cluster') {
          const ids = marker.items.map((cat) => cat._id);
          // Cats that overlap even at the highest zoom can only be told apart in a list.
          const listOnly = clusterMarkers(marker.items, MAX_ZOOM).length === 1;
          const open = listOnly && openClusterIds?.join(' ') === ids.join(' ');
          const count = marker.items.length;
          return (
            <Overlay
              key={marker.key}
              anchor={marker.latLng}
              offset={[CLUSTER_SIZE / 2, CLUSTER_SIZE / 2]}
              className={ids.includes(selectedId ?? '') ? 'map-pin map-pin--selected' : 'map-pin'}
            >
              <button
                type="button"
                className="map-cluster pigeon-drag-block"
                data-cat-ids={ids.join(' ')}
                aria-label={
                  listOnly ? LL.map.clusterList({ count }) : LL.map.clusterZoom({ count })
                }
                aria-expanded={listOnly ? open : undefined}
                aria-controls={open ? clusterListId : undefined}
                onClick={() =>
                  onClusterChoose(
                    marker.items,
                    marker.latLng,
                    listOnly ? null : zoomToSplit(marker.items, zoom, MAX_ZOOM),
                  )
                }
                onFocus={(event) => onMarkerFocus(marker.latLng, event.currentTarget)}
              >
                {count}
              </button>
            </Overlay>
          );
        }
        const cat = marker.item;
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
              onFocus={(event) => onMarkerFocus(cat.latLng, event.currentTarget)}
            >
              <PinShape color={color} dot />
            </button>
          </Overlay>
        );
      })}
    </Map>
  );
}
