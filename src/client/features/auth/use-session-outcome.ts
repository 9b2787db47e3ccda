import { successToast, toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { TranslationFunctions } from '../../../shared/i18n/i18n-types.js';
import type { OwnUser } from '../../lib/api-types.js';
import { useAuth } from '../../lib/auth.js';
import type { FieldErrors } from '../../lib/errors.js';
import type { AuthFailure } from './auth-errors.js';

/**
 * What sign-in and sign-up do with their answer: start the session with a toast, or say why not
 * in a toast and at the form's fields.
 */
export function useSessionOutcome(options: {
  success: (LL: TranslationFunctions) => string;
  failure: (LL: TranslationFunctions, error: unknown) => AuthFailure;
  showServerErrors: (errors: FieldErrors) => void;
}) {
  const { LL } = useI18nContext();
  const { signIn } = useAuth();
  return {
    onSuccess: ({ token, user }: { token?: string | null; user: OwnUser }) => {
      if (!token) {
        toast.error(LL.auth.tokenMissing());
        return;
      }
      successToast(options.success(LL));
      signIn(token, user);
    },
    onError: (error: unknown) => {
      const { message, fieldErrors } = options.failure(LL, error);
      toast.error(message);
      options.showServerErrors(fieldErrors);
    },
  };
}
