import { lazy, type ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { Namespaces } from '../../shared/i18n/i18n-types.js';
import { loadScreenStrings } from '../lib/locale.js';

export interface PageHandle {
  /** Starts loading the page's chunk (at start-up, with the strings: see main.tsx). */
  preload: () => Promise<unknown>;
  /** The page shows what is around the user: the position is searched for at start-up too. */
  locates: boolean;
  /** Asks for the page's data at start-up, with the same query options the page uses. */
  prefetch?: (params: Params) => Promise<unknown>;
  /**
   * The string namespaces the page's components use, loaded with its chunk
   * (page-strings.test.ts checks the list against the page's imports).
   */
  strings: readonly Namespaces[];
}

/**
 * A lazily loaded route module: each screen is its own chunk, loaded when the route is first
 * shown or, for the page the app opens on, by `preloadPage` before anything renders.
 */
export function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  {
    locates = false,
    prefetch,
    strings = [],
  }: Pick<Partial<PageHandle>, 'locates' | 'prefetch' | 'strings'> = {},
) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadScreenStrings(strings)]).then(([module]) => ({
      default: pick(module),
    })));
  const Page = lazy(preload);
  const handle: PageHandle = { preload, locates, prefetch, strings };
  return { element: <Page />, handle };
}
