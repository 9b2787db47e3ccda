import { useQueryClient } from '@tanstack/react-query';
import { useAfterCheckin } from '../../lib/after-checkin.js';
import { trpcOptions } from '../../lib/clients.js';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

/** Colonies' and rotas' queries and mutations; a mutation asks again for what it changed. */

export function useColoniesQueryOptions() {
  return useTRPC().colonies.list.queryOptions();
}

/**
 * The colony page's answer: one definition for the page and for the request app/router.tsx makes
 * as soon as the page is navigated to (the same key, so the page finds the answer or the request
 * under way). Kept on the device (lib/device-lists.ts) so that the page opens offline from its
 * last copy; the page reports its own failures (no toast).
 */
export const colonyQuery = (colonyId: string) =>
  trpcOptions.colonies.byId.queryOptions(
    { colonyId },
    { meta: { keepOnDevice: 'exact', silent: true } },
  );

/** "Hoje" of a colony: doses, health items due, unseen cats (members only). */
export function useColonyTodayQueryOptions(colonyId: string) {
  return useTRPC().colonies.today.queryOptions({ colonyId }, { meta: { silent: true } });
}

/** The home's "Hoje": the member's colonies with something to do today. */
export function useMyTodayQueryOptions(enabled: boolean) {
  return useTRPC().colonies.myToday.queryOptions(undefined, { enabled, meta: { silent: true } });
}

/** What is due in the health records of the colony's cats (members only). */
export function useColonyDueQueryOptions(colonyId: string) {
  return useTRPC().healthRecord.colonyDue.queryOptions({ colonyId }, { meta: { silent: true } });
}

export function useCatColonyQueryOptions(catId: string) {
  return useTRPC().colonies.ofCat.queryOptions({ catId });
}

/** When the user last lost access to a colony: polled, so that its cats' spots leave the device. */
export function useAccessEndedQueryOptions(everyMs: number) {
  return useTRPC().colonies.accessEndedAt.queryOptions(undefined, {
    refetchInterval: everyMs,
    refetchOnWindowFocus: true,
    staleTime: 0,
    meta: { silent: true },
  });
}

/** The colony census (Bowden's estimate, coverage, newcomers): members and carers. */
export function useColonyCensusQueryOptions(colonyId: string) {
  return useTRPC().colonies.census.queryOptions({ colonyId });
}

/**
 * A week of the rota: this week without `weekStart`. Each week opened is kept on the device, like
 * the colony page; the rota reports its own failures.
 */
export function useRotaWeekQueryOptions(colonyId: string, weekStart?: string) {
  return useTRPC().rota.week.queryOptions(
    weekStart === undefined ? { colonyId } : { colonyId, weekStart },
    { meta: { keepOnDevice: 'exact', silent: true } },
  );
}

function useRefresh(...paths: ('colonies' | 'rota')[]) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    for (const path of paths)
      void queryClient.invalidateQueries({ queryKey: trpc[path].pathKey() });
  };
}

export function useFeedColonyMutationOptions(options: MutationOptionsIn<Api['colonies']['feed']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const afterCheckin = useAfterCheckin();
  return trpc.colonies.feed.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      afterCheckin();
      void queryClient.invalidateQueries({ queryKey: trpc.colonies.census.pathKey() });
      return options.onSuccess?.(...args);
    },
  });
}

export function useCreateColonyMutationOptions(
  options: MutationOptionsIn<Api['colonies']['create']>,
) {
  const refresh = useRefresh('colonies');
  return useTRPC().colonies.create.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

/** A cat put in a colony or taken out: the colonies and the cat's page are asked for again. */
function useCatColonyRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (catId: string) => {
    void queryClient.invalidateQueries({ queryKey: trpc.colonies.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.cats.byId.queryKey({ id: catId }) });
  };
}

export function useAddCatToColonyMutationOptions(
  options: MutationOptionsIn<Api['colonies']['addCat']>,
) {
  const refresh = useCatColonyRefresh();
  return useTRPC().colonies.addCat.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh(args[1].catId);
      return options.onSuccess?.(...args);
    },
  });
}

export function useRemoveCatFromColonyMutationOptions(
  options: MutationOptionsIn<Api['colonies']['removeCat']>,
) {
  const refresh = useCatColonyRefresh();
  return useTRPC().colonies.removeCat.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh(args[1].catId);
      return options.onSuccess?.(...args);
    },
  });
}

export function useJoinColonyMutationOptions(options: MutationOptionsIn<Api['colonies']['join']>) {
  const refresh = useRefresh('colonies');
  return useTRPC().colonies.join.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

/** Leaving: the screen drops the device's copies of the colony's data (no refetch of them). */
export function useLeaveColonyMutationOptions(
  options: MutationOptionsIn<Api['colonies']['leave']>,
) {
  return useTRPC().colonies.leave.mutationOptions(options);
}

export function useDecideMemberMutationOptions(
  options: MutationOptionsIn<Api['colonies']['decide']>,
) {
  const refresh = useRefresh('colonies');
  return useTRPC().colonies.decide.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useSetMemberRoleMutationOptions(
  options: MutationOptionsIn<Api['colonies']['setRole']>,
) {
  const refresh = useRefresh('colonies');
  return useTRPC().colonies.setRole.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useRemoveMemberMutationOptions(
  options: MutationOptionsIn<Api['colonies']['removeMember']>,
) {
  const refresh = useRefresh('colonies', 'rota');
  return useTRPC().colonies.removeMember.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useSignUpForShiftMutationOptions(
  options: MutationOptionsIn<Api['rota']['signUp']>,
) {
  const refresh = useRefresh('rota');
  return useTRPC().rota.signUp.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useDropOutOfShiftMutationOptions(
  options: MutationOptionsIn<Api['rota']['dropOut']>,
) {
  const refresh = useRefresh('rota');
  return useTRPC().rota.dropOut.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useAddShiftMutationOptions(options: MutationOptionsIn<Api['rota']['addShift']>) {
  const refresh = useRefresh('rota');
  return useTRPC().rota.addShift.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useRemoveShiftMutationOptions(
  options: MutationOptionsIn<Api['rota']['removeShift']>,
) {
  const refresh = useRefresh('rota');
  return useTRPC().rota.removeShift.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useSetFeedingLimitMutationOptions(
  options: MutationOptionsIn<Api['rota']['setLimit']>,
) {
  const refresh = useRefresh('rota');
  return useTRPC().rota.setLimit.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

/** "Gatos sumidos": when each of the colony's cats was last seen, and the colony's days. */
export function useUnseenCatsQueryOptions(colonyId: string) {
  return useTRPC().unseenCats.ofColony.queryOptions({ colonyId });
}

export function useSetUnseenDaysMutationOptions(
  options: MutationOptionsIn<Api['unseenCats']['setDays']>,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return trpc.unseenCats.setDays.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: trpc.unseenCats.pathKey() });
      return options.onSuccess?.(...args);
    },
  });
}
