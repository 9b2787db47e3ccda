import type { Location } from 'react-router-dom';

const AUTH_PAGES = /^\/(login|register)(?:[/?#]|$)/;

/** Only paths of this app: no other origin ('//host'), no loop back to the auth pages. */
export const isSafeReturnPath = (path: unknown): path is string =>
  typeof path === 'string' &&
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.startsWith('/\\') &&
  !AUTH_PAGES.test(path);

/** Where to go after signing in: the page remembered in location state, else `?next=`. */
export function returnPath(location: Location): string | null {
  const fromState = (location.state as { from?: unknown } | null)?.from;
  if (isSafeReturnPath(fromState)) return fromState;
  const next = new URLSearchParams(location.search).get('next');
  return isSafeReturnPath(next) ? next : null;
}

/** The login URL that brings the user back to `path` afterwards. */
export const loginPathFor = (path: string) =>
  path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
