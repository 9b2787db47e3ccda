import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from './toast.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { onApiEvent } from './api-events.js';
import { useHere } from './return-path.js';
import type { ApiClient } from './api-client.js';
import type { OwnUser } from './api-types.js';
import { dropDeviceCopies } from './device-copies.js';
import { classifyError } from './errors.js';
import { clearSession, readCachedUser, readToken, saveSession, saveUser } from './session.js';
import { useTRPCClient } from './trpc.js';

type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  /** The signed-in user; null while loading, when signed out, or when an offline start had no copy. */
  user: OwnUser | null;
  /** The last check of the session could not reach the server; the user shown is the cached one. */
  serverError: boolean;
  /**
   * Where the page on which the session ended (`from`, its path and query) sends the user: logout
   * and an expired session navigate there, and that protected page, still on screen until the
   * navigation is done, redirects there, not to plain /login. Forgotten on the next page.
   */
  exit: Exit | null;
  signIn: (token: string, user: OwnUser) => void;
  /**
   * Signs out: the server ends this session (or, with `everywhere`, all of the account's), then
   * this device forgets it. `onServer: false` when the server already ended it (a deleted account).
   * Settles once done; a refused "everywhere" keeps the session and shows why.
   */
  logout: (options?: LogoutOptions) => Promise<void>;
  /** Fetches the user again (after a profile change, say). */
  refreshUser: () => Promise<void>;
  setUser: (user: OwnUser) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface LogoutOptions {
  everywhere?: boolean;
  onServer?: boolean;
}

interface Exit {
  from: string;
  to: string;
}

interface State {
  status: AuthStatus;
  user: OwnUser | null;
  serverError: boolean;
  exit: Exit | null;
}

const signedOut = (exit: State['exit'] = null): State => ({
  status: 'unauthenticated',
  user: null,
  serverError: false,
  exit,
});

/**
 * With a stored token and a cached user the app starts signed in at once and checks the token in
 * the background (a slow or failing server does not hold up or end the session); without a
 * cached user it waits for the check.
 */
function initialState(): State {
  if (!readToken()) return signedOut();
  const user = readCachedUser();
  return { status: user ? 'authenticated' : 'loading', user, serverError: false, exit: null };
}

/**
 * Where to send someone whose session ended: the login page, saying whether it expired or was
 * ended from another device, and remembering where they were.
 */
function expiredLoginPath(here: string, signedOut: boolean): string {
  const why = signedOut ? 'signedOut=true' : 'expired=true';
  return here === '/' ? `/login?${why}` : `/login?${why}&next=${encodeURIComponent(here)}`;
}

/**
 * Asks the server who the stored token belongs to. The answer is the next state, or null when
 * nothing changes: no token, the token changed meanwhile, or a 401 (the API link has already
 * ended the session). Any other failure keeps the session and the cached user, flagged.
 */
async function checkSession(client: ApiClient): Promise<State | null> {
  const token = readToken();
  if (!token) return null;
  try {
    const user = await client.auth.me.query();
    if (readToken() !== token) return null;
    saveUser(user);
    return { status: 'authenticated', user, serverError: false, exit: null };
  } catch (error) {
    const failure = classifyError(error);
    if (readToken() !== token || (failure.kind === 'http' && failure.status === 401)) return null;
    return { status: 'authenticated', user: readCachedUser(), serverError: true, exit: null };
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const here = useHere();
  const { LL } = useI18nContext();
  const [state, setState] = useState(initialState);

  const hereRef = useRef(here);
  useEffect(() => {
    hereRef.current = here;
  }, [here]);
  // The page the session ended on is left: its exit is forgotten (coming back there signed out
  // leads to the login page again).
  if (state.exit && state.exit.from !== here) setState({ ...state, exit: null });

  const expire = useCallback(
    (endedElsewhere: boolean) => {
      if (!readToken()) return;
      clearSession();
      void dropDeviceCopies(queryClient, 'signOut');
      const from = hereRef.current;
      const target = expiredLoginPath(from, endedElsewhere);
      setState(signedOut({ from, to: target }));
      if (!/^\/login(\?|$)/.test(from)) void navigate(target, { replace: true });
    },
    [navigate, queryClient],
  );

  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'sessionExpired') expire(event.signedOut);
      }),
    [expire],
  );

  const refreshUser = useCallback(async () => {
    const next = await checkSession(client);
    if (next) setState(next);
  }, [client]);

  useEffect(() => {
    let current = true;
    void checkSession(client).then((next) => {
      if (current && next) setState(next);
    });
    return () => {
      current = false;
    };
  }, [client]);

  const signIn = useCallback(
    (token: string, user: OwnUser) => {
      saveSession(token, user);
      void dropDeviceCopies(queryClient, 'signOut');
      setState({ status: 'authenticated', user, serverError: false, exit: null });
    },
    [queryClient],
  );

  const signOutHere = useCallback(
    (message: string) => {
      clearSession();
      void dropDeviceCopies(queryClient, 'signOut');
      setState(signedOut({ from: hereRef.current, to: '/' }));
      void navigate('/', { replace: true });
      toast.success(message);
    },
    [navigate, queryClient],
  );

  const logout = useCallback(
    async ({ everywhere = false, onServer = true }: LogoutOptions = {}) => {
      if (!onServer || !readToken()) return signOutHere(LL.auth.logoutSuccess());
      // Called while the token is still stored, so the request carries it.
      if (everywhere) {
        return client.auth.logoutEverywhere.mutate().then(
          () => signOutHere(LL.auth.logoutEverywhereSuccess()),
          () => void toast.error(LL.auth.logoutEverywhereError()),
        );
      }
      // Offline or unreachable, this device signs out anyway; the token then runs out by itself.
      await client.auth.logout.mutate().catch(() => undefined);
      signOutHere(LL.auth.logoutSuccess());
    },
    [client, signOutHere, LL],
  );

  const setUser = useCallback((user: OwnUser) => {
    saveUser(user);
    setState((current) => ({ ...current, user }));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, logout, refreshUser, setUser }),
    [state, signIn, logout, refreshUser, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
