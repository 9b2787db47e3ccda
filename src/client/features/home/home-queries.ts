/**
 * Each tab's data is loaded once and reused while the visit lasts: switching tabs
 * or coming back from a cat's page shows the cached list. Mutations that change cats or
 * check-ins invalidate these queries; after this long a tab reloads on its own.
 */
export const HOME_STALE_MS = 10 * 60_000;
