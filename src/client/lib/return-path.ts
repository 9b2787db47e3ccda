import { useLocation } from 'react-router-dom';

const AUTH_PAGES = /^\/(login|register)(?:[/?#]|$)/;

/** Only paths of this app: no other origin ('//host'), no loop back to the auth pages. */
export const isSafeReturnPath = (path: unknown): path is string =>
  typeof path === 'string' &&
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.startsWith('/\\') &&
  !AUTH_PAGES.test(path);

/** Where to go after signing in: the page remembered in history state, else `?next=`. */
export function returnPath(search: string, state: unknown): string | null {
  const fromState = (state as { from?: unknown } | null)?.from;
  if (isSafeReturnPath(fromState)) return fromState;
  const next = new URLSearchParams(search).get('next');
  return isSafeReturnPath(next) ? next : null;
}

/**
 * Whether a navigation to /login was the visitor's own choice of signing in (the menu's "Entrar",
 * "Já tem uma conta?"), which its state marks `signIn`, rather than something needing an account.
 */
export const choseSignIn = (state: unknown): boolean =>
  (state as { signIn?: unknown } | null)?.signIn === true;

/** `returnPath` of the page shown. */
export function useReturnPath() {
  const { search, state } = useLocation() as { search: string; state: unknown };
  return returnPath(search, state);
}

/** The page shown, as a path with its query: what the login page brings the user back to. */
export function useHere() {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/** The login URL that brings the user back to `path` afterwards. */
export const loginPathFor = (path: string) =>
  path === '/' || !isSafeReturnPath(path) ? '/login' : `/login?next=${encodeURIComponent(path)}`;
