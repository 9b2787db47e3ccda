import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

/** A cat's treatment rounds: the query and its mutations; each asks again for the rounds. */

export function useTreatmentsQueryOptions(catId: string, enabled: boolean) {
  return useTRPC().treatments.forCat.queryOptions({ catId }, { enabled });
}

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: trpc.treatments.pathKey() });
}

export function useStartTreatmentMutationOptions(
  options: MutationOptionsIn<Api['treatments']['start']>,
) {
  const refresh = useRefresh();
  return useTRPC().treatments.start.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useEndTreatmentMutationOptions(
  options: MutationOptionsIn<Api['treatments']['end']>,
) {
  const refresh = useRefresh();
  return useTRPC().treatments.end.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useTakeDayMutationOptions(
  options: MutationOptionsIn<Api['treatments']['takeDay']>,
) {
  const refresh = useRefresh();
  return useTRPC().treatments.takeDay.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useLeaveDayMutationOptions(
  options: MutationOptionsIn<Api['treatments']['leaveDay']>,
) {
  const refresh = useRefresh();
  return useTRPC().treatments.leaveDay.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useGiveDoseMutationOptions(options: MutationOptionsIn<Api['treatments']['give']>) {
  const refresh = useRefresh();
  return useTRPC().treatments.give.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}
