import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import type { CurrentLocation } from '../lib/location.js';
import { FieldMessages } from './form-fields.js';
import { numberFormat } from '../lib/formats.js';
import './location-status.css';

/** A position good enough to place a cat or a check-in: a real fix, not the default location. */
export const usablePosition = (location: CurrentLocation) =>
  location.position && location.position.source !== 'default' ? location.position : null;

const coordinate = (locale: string, value: number) =>
  numberFormat(locale, { maximumFractionDigits: 5, minimumFractionDigits: 5 }).format(value);

/**
 * Where the user is: the source of the position (device, app, IP), its coordinates, and a button
 * to ask again. Without a usable position it shows `missingMessage` (and any browser error).
 */
export function LocationStatus({
  id,
  location,
  error,
  missingMessage,
}: {
  /** The refresh button's id (focusFirstError lands there). */
  id: string;
  location: CurrentLocation;
  error?: string | undefined;
  missingMessage: string;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.addCat.location;
  const position = usablePosition(location);
  // A message about a missing position is stale once there is one.
  const shownError = position ? undefined : error;
  const locating = location.status === 'locating' || location.status === 'idle';
  const source = position
    ? position.source === 'app'
      ? t.sourceApp()
      : position.source === 'ip'
        ? t.sourceIp()
        : t.sourceBrowser()
    : null;

  return (
    <div className="location-status">
      <div className="location-status__text">
        {/* The place a device's position takes, kept from the start: the form below (and its
            submit button) does not move under the finger when the position arrives. */}
        <div className="location-status__ghost" aria-hidden="true">
          <p
            className="location-status__source"
            data-text={`${t.sourceBrowser()} · ${t.accuracy({ meters: 9999 })}`}
          />
          <p
            className="location-status__coords"
            data-text={t.coordinates({
              latitude: coordinate(locale, -99.99999),
              longitude: coordinate(locale, -99.99999),
            })}
          />
        </div>
        <div className="location-status__live" role="status" aria-live="polite">
          {position ? (
            <>
              <p className="location-status__source">
                {source}
                {position.accuracy !== undefined && (
                  <span className="muted">
                    {' · '}
                    {t.accuracy({ meters: Math.round(position.accuracy) })}
                  </span>
                )}
              </p>
              <p className="location-status__coords muted">
                {t.coordinates({
                  latitude: coordinate(locale, position.latitude),
                  longitude: coordinate(locale, position.longitude),
                })}
                {position.city ? ` · ${position.city}` : ''}
              </p>
              {position.source === 'ip' && <p className="field__hint">{t.approximate()}</p>}
            </>
          ) : locating ? (
            <p>{t.locating()}</p>
          ) : shownError ? (
            location.error && <p className="location-status__missing">{location.error}</p>
          ) : (
            <p className="location-status__missing">{location.error ?? missingMessage}</p>
          )}
        </div>
      </div>
      <button
        id={id}
        type="button"
        className="btn btn--secondary location-status__refresh"
        disabled={location.status === 'locating'}
        aria-describedby={shownError ? `${id}-error` : undefined}
        onClick={location.request}
      >
        {location.status === 'locating' && position ? t.refreshing() : t.refresh()}
      </button>
      <FieldMessages id={id} error={shownError} />
    </div>
  );
}
