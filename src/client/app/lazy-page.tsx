import { lazy, type ComponentType, type ReactElement } from 'react';
import type { Namespaces } from '../../shared/i18n/i18n-types.js';
import { loadScreenStrings } from '../lib/locale.js';

export interface PageHandle {
  /** Starts loading the page's chunk (at start-up, with the strings: see main.tsx). */
  preload: () => Promise<unknown>;
  /** The page shows what is around the user: the position is searched for at start-up too. */
  locates: boolean;
  /** Asks for the page's data at start-up, with the same query options the page uses. */
  prefetch?: (params: Partial<Record<string, string>>) => Promise<unknown>;
  /**
   * The string namespaces the page's components use, loaded with its chunk
   * (page-strings.test.ts checks the list against the page's imports).
   */
  strings: readonly Namespaces[];
}

export interface Page {
  /** wouter's pattern (regexparam): '/cat/:id'. */
  path: string;
  element: ReactElement;
  handle: PageHandle;
}

/**
 * A lazily loaded route module: each screen is its own chunk, loaded when the route is first
 * shown or, for the page the app opens on, by `preloadPage` before anything renders.
 */
export function page<M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  {
    locates = false,
    prefetch,
    strings = [],
  }: Pick<Partial<PageHandle>, 'locates' | 'prefetch' | 'strings'> = {},
): Page {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadScreenStrings(strings)]).then(([module]) => ({
      default: pick(module),
    })));
  const Screen = lazy(preload);
  const handle: PageHandle = { preload, locates, prefetch, strings };
  return { path, element: <Screen />, handle };
}
