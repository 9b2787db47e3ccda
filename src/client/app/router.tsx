import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { PAGES, type PageName } from '../../shared/pages.js';
import { Splash } from '../components/splash.js';
import { colonyQuery } from '../features/colonies/api.js';
import { nearbyQuery } from '../features/home/api.js';
import { mapCatsQuery } from '../features/map/api.js';
import { mapListInput, NO_FILTERS } from '../features/map/map-filters.js';
import { catQuery } from '../lib/cat-query.js';
import { queryClient } from '../lib/clients.js';
import { loadScreenStrings } from '../lib/locale.js';
import { deviceOwner } from '../lib/session.js';
// In the entry chunk (3 kB): the position is asked for as soon as a page around the user opens.
import { startLocating } from '../lib/location.js';
import type { UserPosition } from '../lib/position.js';
import { GuestOnly, RequireAuth } from './require-auth.js';
import { RootLayout } from './root-layout.js';
import { RouteError } from './route-error.js';

/** Each page's screen, a chunk of its own (the paths and strings are in shared/pages.ts). */
const screens: Record<PageName, () => Promise<ComponentType>> = {
  home: () => import('../routes/home.js').then((m) => m.HomePage),
  map: () => import('../routes/map.js').then((m) => m.MapPage),
  cat: () => import('../routes/cat.js').then((m) => m.CatPage),
  colonies: () => import('../routes/colonies.js').then((m) => m.ColoniesPage),
  colony: () => import('../routes/colony.js').then((m) => m.ColonyPage),
  'cat-checkins': () => import('../routes/cat-checkins.js').then((m) => m.CatCheckinsPage),
  'user-profile': () => import('../routes/user-profile.js').then((m) => m.UserProfilePage),
  'reset-password': () => import('../routes/reset-password.js').then((m) => m.ResetPasswordPage),
  'verify-email': () => import('../routes/verify-email.js').then((m) => m.VerifyEmailPage),
  'unlock-login': () => import('../routes/unlock-login.js').then((m) => m.UnlockLoginPage),
  'forgot-password': () => import('../routes/forgot-password.js').then((m) => m.ForgotPasswordPage),
  'privacy-policy': () => import('../routes/privacy-policy.js').then((m) => m.PrivacyPolicyPage),
  'terms-of-service': () =>
    import('../routes/terms-of-service.js').then((m) => m.TermsOfServicePage),
  'not-found': () => import('../routes/not-found.js').then((m) => m.NotFoundPage),
  setup: () => import('../routes/setup.js').then((m) => m.SetupPage),
  login: () => import('../routes/login.js').then((m) => m.LoginPage),
  register: () => import('../routes/register.js').then((m) => m.RegisterPage),
  notifications: () => import('../routes/notifications.js').then((m) => m.NotificationsPage),
  profile: () => import('../routes/profile.js').then((m) => m.ProfilePage),
  'add-cat': () => import('../routes/add-cat.js').then((m) => m.AddCatPage),
  checkin: () => import('../routes/checkin.js').then((m) => m.CheckinPage),
  ranking: () => import('../routes/ranking.js').then((m) => m.RankingPage),
  settings: () => import('../routes/settings.js').then((m) => m.SettingsPage),
  checkins: () => import('../routes/checkins.js').then((m) => m.CheckinsPage),
  achievements: () => import('../routes/achievements.js').then((m) => m.AchievementsPage),
  'admin-moderation': () =>
    import('../routes/admin-moderation.js').then((m) => m.AdminModerationPage),
  'admin-accounts': () => import('../routes/admin-accounts.js').then((m) => m.AdminAccountsPage),
  'admin-health': () => import('../routes/admin-health.js').then((m) => m.AdminHealthPage),
  'impact-report': () => import('../routes/impact-report.js').then((m) => m.ImpactReportPage),
  favorites: () => import('../routes/favorites.js').then((m) => m.FavoritesPage),
};

/**
 * Asks for a page's list at the device's position as soon as it is known. Not while a session's
 * user is still unknown: the list is kept on the device for offline, and an answer asked for an
 * unknown user is not (lib/device-lists.ts); the screen asks then.
 */
function prefetchAtPosition(list: (position: UserPosition) => Promise<unknown>) {
  if (deviceOwner() === undefined) return null;
  startLocating()
    .then(list)
    .catch(() => undefined);
  return null;
}

/**
 * What a page asks for as soon as it is navigated to, alongside its chunk (on the first load,
 * alongside the app's strings): its data, with the query options the page uses, and the
 * position. Nothing waits on them: each loader answers at once.
 */
const loaders: Partial<Record<PageName, RouteObject['loader']>> = {
  home: () => prefetchAtPosition((position) => queryClient.prefetchQuery(nearbyQuery(position))),
  map: () =>
    prefetchAtPosition((position) =>
      queryClient.prefetchQuery(mapCatsQuery(mapListInput(NO_FILTERS, position))),
    ),
  cat: ({ params }) => {
    void queryClient.prefetchQuery(catQuery(params.id ?? ''));
    return null;
  },
  // A signed-in page: asked for alongside the session's check (RequireAuth), not after it, when
  // the device knows who is signed in (an answer asked for an unknown user is not kept on the
  // device: lib/device-lists.ts).
  colony: ({ params }) => {
    if (deviceOwner()) {
      void queryClient.prefetchQuery(colonyQuery(params.id ?? ''));
    }
    return null;
  },
};

const routesOf = (access: (typeof PAGES)[PageName]['access']): RouteObject[] =>
  (Object.keys(PAGES) as PageName[])
    .filter((name) => PAGES[name].access === access)
    .map((name) => ({
      path: PAGES[name].path,
      loader: loaders[name],
      // The screen's code and its strings; the page on screen stays until both have come.
      lazy: async () => {
        const [Component] = await Promise.all([
          screens[name](),
          loadScreenStrings(PAGES[name].strings),
        ]);
        return { Component };
      },
    }));

/**
 * The app's route table: every page under the shell, a page that fails to load or render shows
 * RouteError inside it (going elsewhere clears it), the guards are layout routes, and an unknown
 * path goes to the 404 page. Made once at start-up, after the language is known: it starts
 * loading the first page's chunk, strings and data at once.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      element: <RootLayout />,
      hydrateFallbackElement: <Splash />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...routesOf('public'),
            { element: <GuestOnly />, children: routesOf('guest') },
            { element: <RequireAuth />, children: routesOf('signedIn') },
            { path: '*', loader: () => redirect('/404') },
          ],
        },
      ],
    },
  ]);

export type AppRouter = ReturnType<typeof createAppRouter>;
