import { distanceMeters } from '../../shared/geo.js';
import { numberFormat } from './formats.js';

export type LocationSource = 'app' | 'browser' | 'ip' | 'manual' | 'default';
export type GeolocationFailure =
  'permissionDenied' | 'positionUnavailable' | 'timeout' | 'unknown' | 'unsupported';

export interface UserPosition {
  latitude: number;
  longitude: number;
  /** Metres (browser and app fixes). */
  accuracy?: number;
  city?: string;
  country?: string;
  source: LocationSource;
}

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

const toNumber = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * A position handed over by a native wrapper or an IP lookup: {latitude, longitude, accuracy?,
 * city?, country?} or the React Native shape {coords: {latitude, longitude, accuracy}}.
 */
export function parsePosition(value: unknown, source: LocationSource): UserPosition | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const coords =
    typeof record.coords === 'object' && record.coords !== null
      ? (record.coords as Record<string, unknown>)
      : record;
  const latitude = toNumber(coords.latitude ?? coords.lat);
  const longitude = toNumber(coords.longitude ?? coords.lng ?? coords.lon);
  if (!inRange(latitude, 90) || !inRange(longitude, 180)) return null;
  const position: UserPosition = { latitude, longitude, source };
  const accuracy = toNumber(coords.accuracy);
  if (typeof accuracy === 'number' && Number.isFinite(accuracy) && accuracy >= 0) {
    position.accuracy = accuracy;
  }
  const city = text(record.city);
  const country = text(record.country_name ?? record.country);
  if (city) position.city = city;
  if (country) position.country = country;
  return position;
}

/** Whether `to` is more than `thresholdMeters` from `from`, or a different kind of position. */
export function movedBeyond(
  from: UserPosition | null,
  to: UserPosition | null,
  thresholdMeters: number,
): boolean {
  if (!from || !to) return from !== to;
  if ((from.source === 'default') !== (to.source === 'default')) return true;
  return distanceMeters(from.latitude, from.longitude, to.latitude, to.longitude) > thresholdMeters;
}

/**
 * '350 m', '1,2 km' in the user's language. Below 1,000 km only the decimal separator depends on
 * the language (pt-BR and es a comma, en a point), so the number is written here: the first
 * `Intl.NumberFormat` of a page costs 100–200 ms on the phone profile (the home's first card
 * waited on it, docs/performance.md). Larger distances, with digit grouping, use Intl.
 */
export function formatDistance(locale: string, meters: number): string {
  const tens = Math.max(1, Math.round(meters / 10) * 10);
  if (tens < 1000) return `${tens} m`;
  const km = meters < 10_000 ? Math.round(meters / 100) / 10 : Math.round(meters / 1000);
  if (km >= 1000) return `${numberFormat(locale).format(km)} km`;
  return `${String(km).replace('.', locale.startsWith('en') ? '.' : ',')} km`;
}

/** Distance from the user to a GeoJSON point, when both are known. */
export function distanceTo(
  position: UserPosition | null,
  coordinates: readonly number[] | undefined,
): number | null {
  const [longitude, latitude] = coordinates ?? [];
  if (!position || typeof longitude !== 'number' || typeof latitude !== 'number') return null;
  return distanceMeters(position.latitude, position.longitude, latitude, longitude);
}
