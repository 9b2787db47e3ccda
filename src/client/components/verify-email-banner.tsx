import { useMutation } from '@tanstack/react-query';
import { toast } from '../lib/toast.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { useAuth } from '../lib/auth.js';
import { usePublicConfig } from '../lib/config.js';
import { useResendVerificationMutationOptions } from '../lib/email-api.js';
import { errorMessage } from '../lib/errors.js';

/**
 * While the address waits for its mailed link (servers that send e-mail): why the points do not
 * show in the ranking yet, how many wait, and the link sent again on request.
 */
export function VerifyEmailBanner() {
  const { LL } = useI18nContext();
  const { user } = useAuth();
  const mailEnabled = usePublicConfig().data?.mailEnabled === true;
  const resend = useMutation(
    useResendVerificationMutationOptions({
      onSuccess: () => toast.success(LL.email.resent({ email: user?.email ?? '' })),
      onError: (error) => toast.error(errorMessage(LL, error)),
    }),
  );
  if (!mailEnabled || !user || user.emailVerified) return null;
  return (
    <div className="notice notice--warning verify-banner" role="status">
      <p>
        {LL.email.pendingBanner()}
        {user.pendingPoints > 0 && (
          <strong> {LL.email.pendingPoints({ points: user.pendingPoints })}</strong>
        )}
      </p>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
      >
        {LL.email.resend()}
      </button>
    </div>
  );
}
