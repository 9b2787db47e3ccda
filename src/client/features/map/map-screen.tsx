import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DEFAULT_LOCATION } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { usePublicConfig } from '../../lib/config.js';
import { waitsForConnection } from '../../lib/errors.js';
import { useCurrentLocation } from '../../lib/location.js';
import type { UserPosition } from '../../lib/position.js';
import { mapCatsQuery } from './api.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { CatMap, type LatLng, type MapCat } from './cat-map.js';
import {
  activeFilterCount,
  mapListInput,
  NO_FILTERS,
  toggleFilter,
  type FilterGroup,
  type MapFilters,
} from './map-filters.js';
import { MapControls, type Panel } from './map-controls.js';
import { mapCats } from './map-cats.js';
import { CatList, CatPopupBody, FilterFields, Sheet } from './map-panels.js';
import { MapStatus } from './map-status.js';
import { useMapLayout } from './use-map-layout.js';
import './map.css';

const ZOOM_ON_OPEN = 15;
const ZOOM_ON_SELECT = 16;
/** Only if the server could not even say which tiles to use. */
const FALLBACK_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const POPUP_ID = 'map-popup';
const CLUSTER_LIST_ID = 'map-cluster';

const latLng = (position: UserPosition): LatLng => [position.latitude, position.longitude];

/** /map: active cats around the user as coloured pins, with filters, a list and a popup. */
export function MapScreen() {
  const { LL } = useI18nContext();
  usePageTitle(LL.pages.map());
  const config = usePublicConfig();
  const { status, position, anchor, error: locationError, request, choose } = useCurrentLocation();

  const [filters, setFilters] = useState<MapFilters>(NO_FILTERS);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  /** The cats of a cluster that stays one at the highest zoom, listed in a sheet. */
  const [clusterIds, setClusterIds] = useState<string[] | null>(null);
  const [userLabelOpen, setUserLabelOpen] = useState(false);
  const [view, setView] = useState<{ center: LatLng; zoom: number }>(() => ({
    center: position ? latLng(position) : [DEFAULT_LOCATION.latitude, DEFAULT_LOCATION.longitude],
    zoom: ZOOM_ON_OPEN,
  }));

  // Centred on the user when the screen opens, and again when a better kind of fix arrives
  // (default location → real one); never while the user is exploring.
  const [centredFor, setCentredFor] = useState<UserPosition | null>(null);
  if (position && (centredFor === null || centredFor.source !== position.source)) {
    setCentredFor(position);
    setView({ center: latLng(position), zoom: ZOOM_ON_OPEN });
  }

  const list = useQuery(
    mapCatsQuery(mapListInput(filters, anchor ?? { latitude: 0, longitude: 0 }), anchor !== null),
  );
  // The answer comes through a store React renders in one blocking task; the deferred copy lets
  // the pins and the list render in slices after it.
  const listData = useDeferredValue(list.data);

  const cats = mapCats(listData?.cats ?? [], LL.map.unnamed());
  const selected = cats.find((cat) => cat._id === selectedId) ?? null;
  const clusterCats = clusterIds ? cats.filter((cat) => clusterIds.includes(cat._id)) : [];
  const realPosition = position && position.source !== 'default' ? position : null;
  const tileUrl = config.data?.mapTileUrl ?? (config.isError ? FALLBACK_TILES : null);

  const sheetTitle = useRef<HTMLHeadingElement>(null);
  const controls = useRef<Record<Panel, HTMLButtonElement | null>>({ filters: null, list: null });
  const pageRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const layout = useMapLayout(canvasRef, controlsRef);

  useEffect(() => {
    if (!focusTarget) return;
    const options = { preventScroll: true };
    if (focusTarget === 'sheet') sheetTitle.current?.focus(options);
    else if (focusTarget === 'filters' || focusTarget === 'list') {
      controls.current[focusTarget]?.focus(options);
    } else {
      // The cat's own pin, or the cluster it is in at this zoom.
      const id = CSS.escape(focusTarget);
      const page = pageRef.current;
      (
        page?.querySelector<HTMLElement>(`[data-cat-id="${id}"]`) ??
        page?.querySelector<HTMLElement>(`[data-cat-ids~="${id}"]`)
      )?.focus(options);
    }
  }, [focusTarget, panel, selectedId, clusterIds]);

  const togglePanel = (next: Panel) => {
    setSelectedId(null);
    setClusterIds(null);
    if (panel === next) {
      setPanel(null);
      setFocusTarget(next);
    } else {
      setPanel(next);
      setFocusTarget('sheet');
    }
  };

  const closeSheet = () => {
    if (selected) {
      setSelectedId(null);
      setFocusTarget(selected._id);
    } else if (clusterIds?.[0]) {
      setClusterIds(null);
      setFocusTarget(clusterIds[0]);
    } else if (panel) {
      setPanel(null);
      setFocusTarget(panel);
    }
  };

  const selectCat = (id: string) => {
    setPanel(null);
    setClusterIds(null);
    setSelectedId(id);
    setFocusTarget('sheet');
  };

  const chooseFromList = (id: string) => {
    const cat = cats.find((c) => c._id === id);
    if (cat) setView({ center: cat.latLng, zoom: ZOOM_ON_SELECT });
    selectCat(id);
  };

  // A cluster zooms the map in until it parts, the focus going to (the pin or cluster of) its
  // cat nearest the middle, the one surely still on the map; one whose cats overlap even at the
  // highest zoom lists them instead.
  const chooseCluster = (members: MapCat[], center: LatLng, zoom: number | null) => {
    const away = (cat: MapCat) =>
      (cat.latLng[0] - center[0]) ** 2 + (cat.latLng[1] - center[1]) ** 2;
    const middle = members.reduce<MapCat | null>(
      (best, cat) => (best === null || away(cat) < away(best) ? cat : best),
      null,
    );
    if (!middle) return;
    setSelectedId(null);
    if (zoom === null) {
      setPanel(null);
      setClusterIds(members.map((cat) => cat._id));
      setFocusTarget('sheet');
    } else {
      setClusterIds(null);
      setView({ center, zoom });
      setFocusTarget(middle._id);
    }
  };

  // Tabbing through the pins reaches ones off the visible map: bring each into view.
  const revealMarker = (point: LatLng, element: HTMLElement) => {
    const area = canvasRef.current?.getBoundingClientRect();
    const pin = element.getBoundingClientRect();
    if (!area) return;
    const outside =
      pin.left < area.left ||
      pin.right > area.right ||
      pin.top < area.top ||
      pin.bottom > area.bottom;
    if (outside) setView((current) => ({ center: point, zoom: current.zoom }));
  };

  const recenter = () => {
    if (!position) return;
    setView({ center: latLng(position), zoom: ZOOM_ON_OPEN });
  };

  const enableLocation = () => {
    request();
    void list.refetch();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && (panel || selected || clusterIds)) {
      event.preventDefault();
      closeSheet();
    }
  };

  return (
    <section ref={pageRef} className="map-page" aria-labelledby="page-title" onKeyDown={onKeyDown}>
      <h1 id="page-title" className="visually-hidden">
        {LL.pages.map()}
      </h1>

      <div ref={canvasRef} className="map-canvas" role="region" aria-label={LL.map.mapLabel()}>
        {tileUrl && (
          <CatMap
            tileUrl={tileUrl}
            center={view.center}
            zoom={view.zoom}
            onViewChange={(center, zoom) => setView({ center, zoom })}
            cats={cats}
            selectedId={selectedId}
            onSelect={selectCat}
            onMarkerFocus={revealMarker}
            onClusterChoose={chooseCluster}
            openClusterIds={clusterIds}
            clusterListId={CLUSTER_LIST_ID}
            layout={layout}
            user={realPosition}
            userLabelOpen={userLabelOpen}
            onUserClick={() => setUserLabelOpen((open) => !open)}
            popupId={POPUP_ID}
          />
        )}
      </div>

      <MapStatus
        locationFailed={status === 'error'}
        locationError={locationError}
        onEnableLocation={enableLocation}
        onPickOnMap={() => choose(view.center[0], view.center[1])}
        // Pins kept on the device while the connection is away: the shell's notice says so.
        listError={list.isError && !(list.data && waitsForConnection(list)) ? list.error : null}
        onRetry={() => void list.refetch()}
        chip={
          position === null
            ? LL.location.locating()
            : list.data !== undefined && !list.isPlaceholderData
              ? LL.map.shown({ count: cats.length })
              : list.isFetching
                ? LL.map.loading()
                : ''
        }
      />

      <MapControls
        ref={controlsRef}
        panel={panel}
        filterCount={activeFilterCount(filters)}
        canRecenter={position !== null}
        buttonRef={(which) => (element) => {
          controls.current[which] = element;
        }}
        onToggle={togglePanel}
        onRecenter={recenter}
      />

      {panel === 'filters' && (
        <Sheet id="map-filters" title={LL.map.filters()} onClose={closeSheet} titleRef={sheetTitle}>
          <FilterFields
            filters={filters}
            onToggle={(group: FilterGroup, value: string) =>
              setFilters((current) => toggleFilter(current, group, value))
            }
            onClear={() => setFilters(NO_FILTERS)}
          />
        </Sheet>
      )}
      {/* Always there: a sheet that phones show when the list button opens it (map-panels.css),
          a column beside the map on a desktop. */}
      <Sheet
        id="map-list"
        title={listData ? LL.map.listTitle({ count: cats.length }) : LL.location.listLoading()}
        onClose={closeSheet}
        titleRef={panel === 'list' ? sheetTitle : undefined}
        className={panel === 'list' ? 'map-sheet--list map-sheet--open' : 'map-sheet--list'}
      >
        <CatList cats={cats} loading={!listData} onChoose={chooseFromList} />
      </Sheet>
      {clusterIds && clusterCats.length > 0 && (
        <Sheet
          id={CLUSTER_LIST_ID}
          title={LL.map.clusterTitle({ count: clusterCats.length })}
          onClose={closeSheet}
          titleRef={sheetTitle}
        >
          <CatList cats={clusterCats} loading={false} onChoose={selectCat} />
        </Sheet>
      )}
      {selected && (
        <Sheet
          id={POPUP_ID}
          title={selected.name}
          onClose={closeSheet}
          titleRef={sheetTitle}
          className="map-sheet--popup"
        >
          <CatPopupBody cat={selected} />
        </Sheet>
      )}
    </section>
  );
}
