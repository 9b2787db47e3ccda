import { createContext, use, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate, usePathname, useSearch } from 'wouter/use-browser-location';

interface Shown {
  path: string;
  search: string;
}

const ShownLocation = createContext<Shown>({ path: '/', search: '' });

/** wouter's location hook, reading the location the app shows (see TransitionRouter). */
function useShownLocation(): [string, typeof navigate] {
  return [use(ShownLocation).path, navigate];
}
const useShownSearch = () => use(ShownLocation).search;

/**
 * wouter's router (docs/architecture.md, "Routing"), with navigations rendered in the background: while the next
 * page's chunk loads, the page on screen stays, instead of the splash (as with React Router, whose
 * navigations are transitions). wouter's own hooks read the address with `useSyncExternalStore`,
 * whose updates are always urgent; here the address the app shows is React's `useDeferredValue`
 * of it, whose background render keeps the old one on screen while the new one suspends, and
 * wouter's hooks read that through `hook` and `searchHook`.
 */
export function TransitionRouter({ children }: { children: ReactNode }) {
  const path = useDeferredValue(usePathname());
  const search = useDeferredValue(useSearch());
  const shown = useMemo(() => ({ path, search }), [path, search]);
  return (
    <ShownLocation value={shown}>
      <Router hook={useShownLocation} searchHook={useShownSearch}>
        {children}
      </Router>
    </ShownLocation>
  );
}
