import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { parse } from 'regexparam';
import { matchRoute, Redirect, Route, Switch, useLocation } from 'wouter';
import type { Namespaces } from '../../shared/i18n/i18n-types.js';
import { Splash } from '../components/splash.js';
import { startLocating } from '../lib/location.js';
import type { Page } from './lazy-page.js';
import { guestPages, protectedPages, publicPages } from './pages.js';
import { GuestOnly, RequireAuth } from './require-auth.js';
import { RootLayout } from './root-layout.js';
import { RouteError } from './route-error.js';

/**
 * A page that fails to load or render shows RouteError inside the shell; going elsewhere clears
 * it. While a page's chunk loads, the previous page stays (navigations are transitions, see
 * transition-router.tsx); only the first page waits on this fallback.
 */
function PageBoundary({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Suspense fallback={<Splash />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

const route = (page: Page, Guard?: typeof GuestOnly) => (
  <Route key={page.path} path={page.path}>
    {Guard ? <Guard>{page.element}</Guard> : page.element}
  </Route>
);

const routes = [
  ...publicPages.map((page) => route(page)),
  ...guestPages.map((page) => route(page, GuestOnly)),
  ...protectedPages.map((page) => route(page, RequireAuth)),
];

export function AppRoutes() {
  return (
    <ErrorBoundary FallbackComponent={RouteError}>
      <RootLayout>
        <PageBoundary>
          <Switch>
            {routes}
            <Route>
              <Redirect to="/404" replace />
            </Route>
          </Switch>
        </PageBoundary>
      </RootLayout>
    </ErrorBoundary>
  );
}

/**
 * Starts loading the chunk of the page at `pathname` (and the position, for pages around the
 * user), so they come alongside the strings instead of after them. Returns the page's string
 * namespaces, which start-up loads before the first render.
 */
export function preloadPage(pathname: string): Namespaces[] {
  for (const { path, handle } of [...publicPages, ...guestPages, ...protectedPages]) {
    const [matches, params] = matchRoute(parse, path, pathname);
    if (!matches) continue;
    handle.preload().catch(() => undefined);
    handle.prefetch?.(params).catch(() => undefined);
    if (handle.locates) void startLocating();
    return [...handle.strings];
  }
  return [];
}
