import type { QueryObserver } from '@tanstack/react-query';

/** Resolves once the observer's query has no request under way (answered, failed or idle). */
export function settledOf(observer: Pick<QueryObserver, 'getCurrentResult'>) {
  return () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (observer.getCurrentResult().fetchStatus === 'idle') resolve();
        else setTimeout(check, 1);
      };
      check();
    });
}
