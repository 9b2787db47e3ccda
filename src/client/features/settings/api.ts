import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

export function useBackupStatusQueryOptions() {
  return useTRPC().admin.backupStatus.queryOptions();
}

export function useAlertRegionQueryOptions() {
  return useTRPC().notifications.region.queryOptions();
}

/** The user's data as a file: asked for fresh each time, not kept in the cache. */
export function useFetchExportData() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery(
      trpc.users.exportData.queryOptions(undefined, {
        staleTime: 0,
        gcTime: 0,
        retry: false,
        meta: { silent: true },
      }),
    );
}

/** The server's public key for push subscriptions. */
export function useFetchPushKey() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery(trpc.notifications.pushKey.queryOptions());
}

export function useDeleteAccountMutationOptions(
  options: MutationOptionsIn<Api['users']['deleteAccount']>,
) {
  return useTRPC().users.deleteAccount.mutationOptions(options);
}

export function useChangePasswordMutationOptions(
  options: MutationOptionsIn<Api['auth']['changePassword']>,
) {
  return useTRPC().auth.changePassword.mutationOptions(options);
}

export function usePushSubscribeMutationOptions() {
  return useTRPC().notifications.subscribe.mutationOptions();
}

export function usePushUnsubscribeMutationOptions() {
  return useTRPC().notifications.unsubscribe.mutationOptions();
}

/** Saves the alert settings; the session's user and the profile are asked for again. */
export function useUpdateNotificationSettingsMutationOptions(
  options: MutationOptionsIn<Api['users']['updateNotificationSettings']>,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return trpc.users.updateNotificationSettings.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() });
      return options.onSuccess?.(...args);
    },
  });
}

/** Setting or clearing the alert region: the answer is the region's new state. */
function useRegionAnswer() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (answer: Api['notifications']['region']['~types']['output']) =>
    queryClient.setQueryData(trpc.notifications.region.queryKey(), answer);
}

export function useSetRegionMutationOptions(
  options: MutationOptionsIn<Api['notifications']['setRegion']>,
) {
  const keep = useRegionAnswer();
  return useTRPC().notifications.setRegion.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      keep(args[0]);
      return options.onSuccess?.(...args);
    },
  });
}

export function useClearRegionMutationOptions(
  options: MutationOptionsIn<Api['notifications']['clearRegion']>,
) {
  const keep = useRegionAnswer();
  return useTRPC().notifications.clearRegion.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      keep(args[0]);
      return options.onSuccess?.(...args);
    },
  });
}
