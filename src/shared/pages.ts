import type { Namespaces } from './i18n/i18n-types.js';

/**
 * The app's pages, written once: the client's route table (client/app/router.tsx) makes its
 * routes from this list, and the server reads it for what it adds to a page's HTML (the chunks
 * of the screen it opens on, a cat's link preview). No React here: the server imports it.
 */
export interface PageInfo {
  /** React Router's path pattern: '/cat/:id'. */
  path: string;
  /** `guest`: only signed out (/login, /register); `signedIn`: a signed-out visitor goes to /login. */
  access: 'public' | 'guest' | 'signedIn';
  /**
   * The string namespaces the page's components use beyond the app's base dictionary, loaded
   * with its chunk (client/app/page-strings.test.ts checks the list against the page's imports).
   */
  strings: readonly Namespaces[];
}

const page = (
  path: string,
  strings: readonly Namespaces[] = [],
  access: PageInfo['access'] = 'public',
): PageInfo => ({ path, access, strings });

/** Each page by the name of its module in client/routes. */
export const PAGES = {
  home: page('/'),
  map: page('/map'),
  cat: page('/cat/:id', [
    'addCat',
    'carers',
    'cat',
    'colonies',
    'errors',
    'healthRecord',
    'moderation',
    'notify',
    'tnr',
    'treatments',
  ]),
  colonies: page('/colonies', ['addCat', 'colonies', 'errors']),
  colony: page('/colony/:id', ['cat', 'colonies', 'errors', 'healthRecord', 'reports', 'rota']),
  'cat-checkins': page('/cat/:id/checkins', ['cat', 'errors', 'lists', 'moderation']),
  'user-profile': page('/profile/:userId', ['errors', 'moderation', 'profile']),
  'reset-password': page('/reset-password', ['errors']),
  'verify-email': page('/verify-email'),
  'unlock-login': page('/unlock-login'),
  'forgot-password': page('/forgot-password', ['errors', 'infoPages']),
  'privacy-policy': page('/privacy-policy', ['infoPages']),
  'terms-of-service': page('/terms-of-service', ['infoPages']),
  'not-found': page('/404'),
  setup: page('/setup', ['errors']),

  login: page('/login', ['checkin', 'errors', 'infoPages'], 'guest'),
  register: page('/register', ['errors', 'infoPages'], 'guest'),

  notifications: page('/notifications', ['infoPages', 'lists', 'notify'], 'signedIn'),
  profile: page(
    '/profile',
    ['carers', 'cat', 'colonies', 'errors', 'moderation', 'profile'],
    'signedIn',
  ),
  'add-cat': page('/add-cat', ['addCat', 'cat', 'errors'], 'signedIn'),
  checkin: page(
    '/checkin/:catId',
    ['addCat', 'cat', 'checkin', 'errors', 'profile', 'tnr'],
    'signedIn',
  ),
  ranking: page('/ranking', ['lists', 'ranking'], 'signedIn'),
  settings: page(
    '/settings',
    ['adminHealth', 'errors', 'infoPages', 'moderation', 'notify', 'reports', 'settings'],
    'signedIn',
  ),
  checkins: page('/checkins', ['cat', 'errors', 'lists', 'moderation'], 'signedIn'),
  achievements: page('/achievements', ['achievementsPage'], 'signedIn'),
  'admin-moderation': page('/admin', ['errors', 'moderation'], 'signedIn'),
  'admin-accounts': page('/admin/accounts', ['errors'], 'signedIn'),
  'admin-health': page('/admin/health', ['adminHealth'], 'signedIn'),
  'impact-report': page(
    '/reports/impact',
    ['colonies', 'errors', 'reports', 'tnr', 'treatments'],
    'signedIn',
  ),
  favorites: page('/favorites', ['lists'], 'signedIn'),
} as const satisfies Record<string, PageInfo>;

export type PageName = keyof typeof PAGES;
