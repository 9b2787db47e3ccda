import { useQueryClient } from '@tanstack/react-query';
import { useCatTnrQueryOptions } from '../../lib/cat-query.js';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

const silent = { meta: { silent: true } };

/** The cat's record: entries for its carers, the handling-advice flag for everyone. */
export function useHealthRecordQueryOptions(catId: string) {
  return useTRPC().healthRecord.ofCat.queryOptions({ catId }, silent);
}

/** What is due for the cat (asked for only by its carers). */
export function useCatDueQueryOptions(catId: string, enabled: boolean) {
  return useTRPC().healthRecord.due.queryOptions({ catId }, { enabled, ...silent });
}

/** An entry's photo, as a data: URL, once its carer opens it. */
export function useHealthPhotoQueryOptions(id: string, enabled: boolean) {
  return useTRPC().healthRecord.photo.queryOptions(
    { id, size: 'full' },
    { enabled, staleTime: Infinity, ...silent },
  );
}

/** The TNR steps shown in the same timeline (read as the TNR section reads them). */
export const useTnrStepsQueryOptions = useCatTnrQueryOptions;

/** After a change: the record, what is due (the cat's and its colony's). */
function useRecordRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.healthRecord.ofCat.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.healthRecord.due.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.healthRecord.colonyDue.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.healthRecord.photo.queryKey() });
  };
}

export function useAddHealthEntryMutationOptions(
  options: MutationOptionsIn<Api['healthRecord']['add']>,
) {
  const refresh = useRecordRefresh();
  return useTRPC().healthRecord.add.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useEditHealthEntryMutationOptions(
  options: MutationOptionsIn<Api['healthRecord']['edit']>,
) {
  const refresh = useRecordRefresh();
  return useTRPC().healthRecord.edit.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useRemoveHealthEntryMutationOptions(
  options: MutationOptionsIn<Api['healthRecord']['remove']>,
) {
  const refresh = useRecordRefresh();
  return useTRPC().healthRecord.remove.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}
