import { Toaster } from 'sonner';
import { LIMITS } from '../../shared/constants.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';

/**
 * Toasts open just under the header, so they never cover its buttons (the bell, settings); at most
 * two show at once (the others wait), so a burst never pushes one off the screen.
 */
const BELOW_HEADER = 'calc(var(--header-height) + var(--safe-top) + 8px)';
const VISIBLE_TOASTS = 2;

/** sonner's toaster, in the app's language, just under the header. */
export function AppToaster() {
  const { LL } = useI18nContext();
  return (
    <Toaster
      position="top-center"
      offset={{ top: BELOW_HEADER }}
      mobileOffset={{ top: BELOW_HEADER, left: 8, right: 8 }}
      visibleToasts={VISIBLE_TOASTS}
      duration={LIMITS.toastMs}
      richColors
      closeButton
      containerAriaLabel={LL.pages.notifications()}
      toastOptions={{ closeButtonAriaLabel: LL.common.close() }}
    />
  );
}
