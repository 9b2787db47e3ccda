import { Toaster } from 'sonner';
import { LIMITS } from '../../shared/constants.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';

/** sonner's toaster, in the app's language and at the top of the screen. */
export function AppToaster() {
  const { LL } = useI18nContext();
  return (
    <Toaster
      position="top-center"
      duration={LIMITS.toastMs}
      richColors
      closeButton
      containerAriaLabel={LL.pages.notifications()}
      toastOptions={{ closeButtonAriaLabel: LL.common.close() }}
    />
  );
}
