import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { errorMessage } from '../../lib/errors.js';
import { useTRPC } from '../../lib/trpc.js';

/**
 * Approve, decline and revoke, with their toasts. A change of carers changes who sees which
 * position, so the cat queries are marked stale as well.
 */
export function useCarerActions() {
  const { LL } = useI18nContext();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.carers.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.cats.pathKey(), refetchType: 'none' });
  };
  const onError = (error: unknown) => toast.error(errorMessage(LL, error));
  const decide = useMutation(
    trpc.carers.decide.mutationOptions({
      onSuccess: (result) => {
        toast.success(result.status === 'approved' ? LL.carers.approved() : LL.carers.declined());
        refresh();
      },
      onError,
    }),
  );
  const revoke = useMutation(
    trpc.carers.revoke.mutationOptions({
      onSuccess: () => {
        toast.success(LL.carers.revoked());
        refresh();
      },
      onError,
    }),
  );
  return { decide, revoke };
}
