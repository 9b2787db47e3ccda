import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { errorMessage } from '../../lib/errors.js';
import { useDecideCarerMutationOptions, useRevokeCarerMutationOptions } from './api.js';

/**
 * Approve, decline and revoke, with their toasts. A change of carers changes who sees which
 * position, so the cat queries are marked stale as well.
 */
export function useCarerActions() {
  const { LL } = useI18nContext();
  const onError = (error: unknown) => toast.error(errorMessage(LL, error));
  const decide = useMutation(
    useDecideCarerMutationOptions({
      onSuccess: (result) => {
        toast.success(result.status === 'approved' ? LL.carers.approved() : LL.carers.declined());
      },
      onError,
    }),
  );
  const revoke = useMutation(
    useRevokeCarerMutationOptions({
      onSuccess: () => {
        toast.success(LL.carers.revoked());
      },
      onError,
    }),
  );
  return { decide, revoke };
}
