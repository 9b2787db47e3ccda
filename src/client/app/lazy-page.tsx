import { lazy, type ComponentType } from 'react';
import type { Params } from 'react-router-dom';

export interface PageHandle {
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
export function page<M>(
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
