import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import type { Namespaces } from '../../shared/i18n/i18n-types.js';
import { Splash } from '../components/splash.js';
import { startLocating } from '../lib/location.js';
import type { PageHandle } from './lazy-page.js';
import { guestPages, protectedPages, publicPages } from './pages.js';
import { GuestOnly, RequireAuth } from './require-auth.js';
import { RootLayout } from './root-layout.js';
import { RouteError } from './route-error.js';

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
 * user), so they come alongside the strings instead of after them. Returns the page's string
 * namespaces, which start-up loads before the first render.
 */
export function preloadPage(pathname: string): Namespaces[] {
  const strings: Namespaces[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as PageHandle | undefined;
    if (!handle) continue;
    handle.preload().catch(() => undefined);
    handle.prefetch?.(match.params).catch(() => undefined);
    if (handle.locates) void startLocating();
    strings.push(...handle.strings);
  }
  return strings;
}
