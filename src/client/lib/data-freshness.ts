import { hashKey, type QueryKey } from '@tanstack/react-query';

/** Set by the service worker on an answer it read from the device instead of the network. */
export const FROM_DEVICE_HEADER = 'x-gateiros-from-device';

/** Query hash → when the device's copy was fetched (epoch ms), for data that is not live. */
const fromDevice = new Map<string, number>();
type Listener = () => void;
const listeners = new Set<Listener>();

function setDeviceTime(hash: string, time: number | undefined) {
  const had = fromDevice.get(hash);
  if (time === undefined) fromDevice.delete(hash);
  else fromDevice.set(hash, time);
  if (had !== time) for (const listener of listeners) listener();
}

/**
 * Records whether a query's answer came from the network or the device's copy (and its age).
 * `queryKey` is the query's own key, as the tRPC options proxy gives it.
 */
export function recordQueryAnswer(queryKey: QueryKey, response: unknown) {
  if (!(response instanceof Response)) return;
  const hash = hashKey(queryKey);
  if (response.headers.get(FROM_DEVICE_HEADER)) {
    const date = Date.parse(response.headers.get('date') ?? '');
    setDeviceTime(hash, Number.isNaN(date) ? 0 : date);
  } else {
    setDeviceTime(hash, undefined);
  }
}

/** A query shows a copy kept on the device (fetched at `fetchedAt`) until its live answer comes. */
export const recordDeviceCopy = (queryHash: string, fetchedAt: number) =>
  setDeviceTime(queryHash, fetchedAt);

/** When the device's copy shown for this query was fetched; undefined when it is live. */
export const deviceCopyTime = (queryHash: string) => fromDevice.get(queryHash);

export function onFreshnessChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
