import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

const silent = { meta: { silent: true } };

export function useOwnProfileQueryOptions() {
  return useTRPC().users.profile.queryOptions(undefined, silent);
}

/** The signed-in user and their stats, asked for when the profile itself fails. */
export function useMeQueryOptions(enabled: boolean) {
  return useTRPC().auth.me.queryOptions(undefined, { enabled, ...silent });
}

export function useOwnStatsQueryOptions(enabled: boolean) {
  return useTRPC().users.stats.queryOptions(undefined, { enabled, ...silent });
}

export function usePublicProfileQueryOptions(userId: string) {
  return useTRPC().users.publicProfile.queryOptions({ userId }, silent);
}

/** The avatars to choose from: asked for once the dialog opens, then kept. */
export function useAvatarsQueryOptions(enabled: boolean) {
  return useTRPC().users.avatars.queryOptions(undefined, {
    enabled,
    staleTime: Infinity,
    ...silent,
  });
}

/** After a change to the user: the profile and the session's user are asked for again. */
function useUserRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
  };
}

export function useUpdateProfileMutationOptions(
  options: MutationOptionsIn<Api['users']['updateProfile']>,
) {
  const refresh = useUserRefresh();
  return useTRPC().users.updateProfile.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useSetAvatarMutationOptions(options: MutationOptionsIn<Api['users']['setAvatar']>) {
  const refresh = useUserRefresh();
  return useTRPC().users.setAvatar.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}
