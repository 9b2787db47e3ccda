import type { OwnUser } from './api-types.js';
import { DEVICE_LISTS_KEY } from './device-lists.js';

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

export function saveSession(token: string, user: OwnUser) {
  write(TOKEN_KEY, token);
  write(USER_KEY, JSON.stringify(user));
}

export const saveUser = (user: OwnUser) => write(USER_KEY, JSON.stringify(user));

/** The service worker's copy of the API answers (it may hold this account's private data). */
const API_CACHE = 'api-reads';

/** Signs out on this device: the token, the cached user and every copy of this account's data. */
export function clearSession() {
  write(TOKEN_KEY, null);
  write(USER_KEY, null);
  write(DEVICE_LISTS_KEY, null);
  void globalThis.caches?.delete(API_CACHE).catch(() => undefined);
}
