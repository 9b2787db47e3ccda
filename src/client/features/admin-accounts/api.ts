import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

export function usePendingAccountsQueryOptions() {
  return useTRPC().accounts.pending.queryOptions();
}

export function useInvitesQueryOptions() {
  return useTRPC().accounts.invites.queryOptions();
}

function useRefresh(list: 'pending' | 'invites') {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: trpc.accounts[list].queryKey() });
}

export function useApproveAccountMutationOptions(
  options: MutationOptionsIn<Api['accounts']['approve']>,
) {
  const refresh = useRefresh('pending');
  return useTRPC().accounts.approve.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useDeclineAccountMutationOptions(
  options: MutationOptionsIn<Api['accounts']['decline']>,
) {
  const refresh = useRefresh('pending');
  return useTRPC().accounts.decline.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useCreateInviteMutationOptions(
  options: MutationOptionsIn<Api['accounts']['createInvite']>,
) {
  const refresh = useRefresh('invites');
  return useTRPC().accounts.createInvite.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useRevokeInviteMutationOptions(
  options: MutationOptionsIn<Api['accounts']['revokeInvite']>,
) {
  const refresh = useRefresh('invites');
  return useTRPC().accounts.revokeInvite.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}
