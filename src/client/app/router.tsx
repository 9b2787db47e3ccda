import { lazy, Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useRoutes,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { Splash } from '../components/splash.js';
import { catQuery } from '../lib/cat-query.js';
import { queryClient } from '../lib/clients.js';
// In the entry chunk (3 kB): the position is asked for as soon as the app's code runs.
import { startLocating } from '../lib/location.js';
import { nearbyQuery } from '../features/home/home-queries.js';
import { GuestOnly, RequireAuth } from './require-auth.js';
import { RootLayout } from './root-layout.js';
import { RouteError } from './route-error.js';

interface PageHandle {
  /** Starts loading the page's chunk (at start-up, with the strings: see main.tsx). */
  preload: () => Promise<unknown>;
  /** The page shows what is around the user: the position is searched for at start-up too. */
  locates: boolean;
  /** Asks for the page's data at start-up, with the same query options the page uses. */
  prefetch?: (params: Params) => Promise<unknown>;
}

/**
 * A lazily loaded route module: each screen is its own chunk, loaded when the route is first
 * shown or, for the page the app opens on, by `preloadPage` before anything renders.
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { locates = false, prefetch }: Pick<Partial<PageHandle>, 'locates' | 'prefetch'> = {},
) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: pick(module) })));
  const Page = lazy(preload);
  const handle: PageHandle = { preload, locates, prefetch };
  return { element: <Page />, handle };
}

const publicPages: RouteObject[] = [
  {
    index: true,
    ...page(
      () => import('../routes/home.js'),
      (m) => m.HomePage,
      {
        locates: true,
        prefetch: async () => queryClient.prefetchQuery(nearbyQuery(await startLocating())),
      },
    ),
  },
  {
    path: 'map',
    ...page(
      () => import('../routes/map.js'),
      (m) => m.MapPage,
      { locates: true },
    ),
  },
  {
    path: 'cat/:id',
    ...page(
      () => import('../routes/cat.js'),
      (m) => m.CatPage,
      { prefetch: ({ id = '' }) => queryClient.prefetchQuery(catQuery(id)) },
    ),
  },
  {
    path: 'colonies',
    ...page(
      () => import('../routes/colonies.js'),
      (m) => m.ColoniesPage,
    ),
  },
  {
    path: 'colony/:id',
    ...page(
      () => import('../routes/colony.js'),
      (m) => m.ColonyPage,
    ),
  },
  {
    path: 'cat/:id/checkins',
    ...page(
      () => import('../routes/cat-checkins.js'),
      (m) => m.CatCheckinsPage,
    ),
  },
  {
    path: 'profile/:userId',
    ...page(
      () => import('../routes/user-profile.js'),
      (m) => m.UserProfilePage,
    ),
  },
  {
    path: 'reset-password',
    ...page(
      () => import('../routes/reset-password.js'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: 'verify-email',
    ...page(
      () => import('../routes/verify-email.js'),
      (m) => m.VerifyEmailPage,
    ),
  },
  {
    path: 'forgot-password',
    ...page(
      () => import('../routes/forgot-password.js'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'privacy-policy',
    ...page(
      () => import('../routes/privacy-policy.js'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: 'terms-of-service',
    ...page(
      () => import('../routes/terms-of-service.js'),
      (m) => m.TermsOfServicePage,
    ),
  },
  {
    path: '404',
    ...page(
      () => import('../routes/not-found.js'),
      (m) => m.NotFoundPage,
    ),
  },
];

const guestPages: RouteObject[] = [
  {
    path: 'login',
    ...page(
      () => import('../routes/login.js'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'register',
    ...page(
      () => import('../routes/register.js'),
      (m) => m.RegisterPage,
    ),
  },
];

const protectedPages: RouteObject[] = [
  {
    path: 'notifications',
    ...page(
      () => import('../routes/notifications.js'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: 'profile',
    ...page(
      () => import('../routes/profile.js'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'add-cat',
    ...page(
      () => import('../routes/add-cat.js'),
      (m) => m.AddCatPage,
    ),
  },
  {
    path: 'checkin/:catId',
    ...page(
      () => import('../routes/checkin.js'),
      (m) => m.CheckinPage,
    ),
  },
  {
    path: 'ranking',
    ...page(
      () => import('../routes/ranking.js'),
      (m) => m.RankingPage,
    ),
  },
  {
    path: 'settings',
    ...page(
      () => import('../routes/settings.js'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: 'checkins',
    ...page(
      () => import('../routes/checkins.js'),
      (m) => m.CheckinsPage,
    ),
  },
  {
    path: 'achievements',
    ...page(
      () => import('../routes/achievements.js'),
      (m) => m.AchievementsPage,
    ),
  },
  {
    path: 'admin',
    ...page(
      () => import('../routes/admin-moderation.js'),
      (m) => m.AdminModerationPage,
    ),
  },
  {
    path: 'admin/accounts',
    ...page(
      () => import('../routes/admin-accounts.js'),
      (m) => m.AdminAccountsPage,
    ),
  },
  {
    path: 'admin/health',
    ...page(
      () => import('../routes/admin-health.js'),
      (m) => m.AdminHealthPage,
    ),
  },
  {
    path: 'reports/impact',
    ...page(
      () => import('../routes/impact-report.js'),
      (m) => m.ImpactReportPage,
    ),
  },
  {
    path: 'favorites',
    ...page(
      () => import('../routes/favorites.js'),
      (m) => m.FavoritesPage,
    ),
  },
];

/**
 * A page that fails to load or render shows RouteError inside the shell; going elsewhere clears
 * it. While a page's chunk loads, the previous page stays (navigations are transitions); only the
 * first page waits on this fallback.
 */
function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Suspense fallback={<Splash />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        element: <PageBoundary />,
        children: [
          ...publicPages,
          { element: <GuestOnly />, children: guestPages },
          { element: <RequireAuth />, children: protectedPages },
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];

/**
 * Declarative routing (BrowserRouter and `useRoutes`): the app uses no loaders, actions or
 * fetchers, and leaving out the data router takes about 15 kB (brotli) off the first load.
 */
export function AppRoutes() {
  return <ErrorBoundary FallbackComponent={RouteError}>{useRoutes(routes)}</ErrorBoundary>;
}

/**
 * Starts loading the chunk of the page at `pathname` (and the position, for pages around the
 * user), so they come alongside the strings instead of after them.
 */
export function preloadPage(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as PageHandle | undefined;
    if (!handle) continue;
    handle.preload().catch(() => undefined);
    handle.prefetch?.(match.params).catch(() => undefined);
    if (handle.locates) void startLocating();
  }
}
