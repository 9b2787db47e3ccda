import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { errorMessage } from '../../lib/errors.js';
import './map-status.css';

interface MapStatusProps {
  locationFailed: boolean;
  locationError: string | null;
  onEnableLocation: () => void;
  /** Takes the centre of the map as the user's place. */
  onPickOnMap: () => void;
  /** The failed list query, if it failed. */
  listError: unknown;
  onRetry: () => void;
  /** The line under the banners: locating, loading, or how many cats are shown. */
  chip: string;
}

/** The banners over the top of the map (no location, list failed) and the status chip. */
export function MapStatus({
  locationFailed,
  locationError,
  onEnableLocation,
  onPickOnMap,
  listError,
  onRetry,
  chip,
}: MapStatusProps) {
  const { LL } = useI18nContext();
  return (
    <div className="map-top">
      {locationFailed && (
        <div className="map-banner" role="alert">
          <p className="map-banner__title">{LL.location.unavailable()}</p>
          {locationError && <p className="map-banner__detail">{locationError}</p>}
          <button type="button" className="btn btn--primary" onClick={onEnableLocation}>
            {LL.location.enable()}
          </button>
          <p className="map-banner__detail">{LL.location.pickOnMapHint()}</p>
          <button type="button" className="btn btn--secondary" onClick={onPickOnMap}>
            {LL.location.pickOnMap()}
          </button>
        </div>
      )}
      {listError != null && (
        <div className="map-banner map-banner--error" role="alert">
          <p className="map-banner__title">{errorMessage(LL, listError)}</p>
          <button type="button" className="btn btn--secondary" onClick={onRetry}>
            {LL.common.retry()}
          </button>
        </div>
      )}
      <p className="map-chip" role="status">
        {chip}
      </p>
    </div>
  );
}
