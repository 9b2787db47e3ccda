import { lazy, Suspense, useSyncExternalStore } from 'react';
import { LIMITS } from '../../shared/constants.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { onToasterWanted, toasterWanted } from '../lib/toast.js';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** sonner's toaster, mounted (and its code loaded) once the first toast is asked for. */
export function LazyToaster() {
  const { LL } = useI18nContext();
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        duration={LIMITS.toastMs}
        richColors
        closeButton
        containerAriaLabel={LL.pages.notifications()}
        toastOptions={{ closeButtonAriaLabel: LL.common.close() }}
      />
    </Suspense>
  );
}
