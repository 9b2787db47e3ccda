import { useMutation, useQuery } from '@tanstack/react-query';
import { Map, Marker } from 'pigeon-maps';
import { useState } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { usePublicConfig } from '../../lib/config.js';
import { classifyError } from '../../lib/errors.js';
import { LazyTile } from '../../components/map-tile.js';
import { tileProvider } from '../../lib/tiles.js';
import {
  useAlertRegionQueryOptions,
  useClearRegionMutationOptions,
  useSetRegionMutationOptions,
} from './api.js';

type Point = [number, number];

/**
 * "Minha região": the point nearby alerts are measured from, set from the current position or
 * by a tap on the map. The server keeps it rounded to about 1 km and shows it to nobody else.
 */
export function AlertRegion({ radius }: { radius: number }) {
  const { LL } = useI18nContext();
  const t = LL.notify;
  const config = usePublicConfig().data;
  const region = useQuery(useAlertRegionQueryOptions());
  const [picking, setPicking] = useState(false);
  const [point, setPoint] = useState<Point | null>(null);
  const [locating, setLocating] = useState(false);

  const onError = (error: unknown) => {
    const failure = classifyError(error);
    toast.error(LL.settings.saveError(), {
      description:
        failure.kind === 'http' && failure.status < 500
          ? (failure.message ?? undefined)
          : undefined,
    });
  };
  const save = useMutation(
    useSetRegionMutationOptions({
      onSuccess: () => {
        setPicking(false);
        setPoint(null);
        toast.success(t.regionSaved());
      },
      onError,
    }),
  );
  const clear = useMutation(
    useClearRegionMutationOptions({
      onSuccess: () => {
        toast.success(t.regionCleared());
      },
      onError,
    }),
  );

  function locateMe() {
    if (!('geolocation' in navigator)) {
      toast.error(t.locationFailed());
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        save.mutate({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        setLocating(false);
        toast.error(t.locationFailed());
        setPicking(true);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }

  const saved = region.data?.region ?? null;
  const savedPoint: Point | null = saved ? [saved.latitude, saved.longitude] : null;
  const fallback: Point = config
    ? [config.defaultLocation.latitude, config.defaultLocation.longitude]
    : [-23.5505, -46.6333];
  const shown = point ?? savedPoint;
  const busy = save.isPending || clear.isPending || locating;

  return (
    <div className="alert-region">
      <p className="muted settings-card__hint">{t.regionHint({ km: radius / 1000 })}</p>
      <p className="alert-region__state" role="status">
        {locating ? t.locating() : saved ? t.regionDefined() : t.regionNone()}
      </p>
      {(picking || savedPoint) && config && (
        <div className="alert-region__map">
          <Map
            provider={tileProvider(config.mapTileUrl)}
            dprs={[1, 2]}
            tileComponent={LazyTile}
            defaultCenter={shown ?? fallback}
            defaultZoom={shown ? 13 : 11}
            height={220}
            attributionPrefix={false}
            attribution={<span>{LL.map.attribution()}</span>}
            onClick={({ latLng }) => {
              setPicking(true);
              setPoint(latLng);
            }}
          >
            {shown && <Marker anchor={shown} width={40} color="#b9471a" />}
          </Map>
        </div>
      )}
      {picking && <p className="muted settings-card__hint">{t.mapHint()}</p>}
      <div className="alert-region__actions">
        {picking ? (
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={!point || busy}
            onClick={() => point && save.mutate({ latitude: point[0], longitude: point[1] })}
          >
            {t.saveRegion()}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--secondary btn--block"
            disabled={busy}
            onClick={() => setPicking(true)}
          >
            {t.pickOnMap()}
          </button>
        )}
        <button
          type="button"
          className="btn btn--secondary btn--block"
          disabled={busy}
          onClick={locateMe}
        >
          {t.useLocation()}
        </button>
        {saved && !picking && (
          <button
            type="button"
            className="btn btn--secondary btn--block"
            disabled={busy}
            onClick={() => clear.mutate()}
          >
            {t.clearRegion()}
          </button>
        )}
      </div>
    </div>
  );
}
