import type { OwnUser } from './api-types.js';

/** localStorage keys of the original app: the token, and the user kept for offline starts. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session then lasts as long as the page.
  }
}

export const readToken = (): string | null => read(TOKEN_KEY) || null;

/** The one header that carries the session to the server (which also reads the original app's `x-auth-token`). */
export const authHeader = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

export function readCachedUser(): OwnUser | null {
  const raw = read(USER_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value === 'object' && value !== null && '_id' in value && 'name' in value) {
      return value as OwnUser;
    }
  } catch {
    // A damaged entry counts as none.
  }
  return null;
}

/**
 * Whose answers the device keeps (lib/device-lists.ts): the signed-in user's id, null when signed
 * out, undefined while a session's user is not known yet (a token, no cached user).
 */
export function deviceOwner(): string | null | undefined {
  return readToken() ? readCachedUser()?._id : null;
}

export function saveSession(token: string, user: OwnUser) {
  write(TOKEN_KEY, token);
  write(USER_KEY, JSON.stringify(user));
}

export const saveUser = (user: OwnUser) => write(USER_KEY, JSON.stringify(user));

/**
 * Signs out on this device: the token and the cached user. The copies of the account's data go
 * with `dropDeviceCopies` (device-copies.ts), which the callers run beside this.
 */
export function clearSession() {
  write(TOKEN_KEY, null);
  write(USER_KEY, null);
}
