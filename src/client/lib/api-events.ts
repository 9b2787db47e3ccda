/**
 * What the API layer reports to the React tree: the stored session was refused (401; `signedOut`
 * when the server says it was ended from another device rather than expired), the third server
 * error in a row happened, or a query failed (for the one error toast).
 */
export type ApiEvent =
  | { type: 'sessionExpired'; signedOut: boolean }
  | { type: 'serverTrouble' }
  | { type: 'queryError'; error: unknown };
type Listener = (event: ApiEvent) => void;

const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(event: ApiEvent) {
  for (const listener of listeners) listener(event);
}
