import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, type Api, type MutationOptionsIn } from './trpc.js';

/** The WhatsApp number the user shares with accepted helpers (the profile, a check-in's result). */
export function useContactQueryOptions() {
  return useTRPC().users.contact.queryOptions();
}

/** Saves the WhatsApp contact; the answer is the contact's new state. */
export function useSetContactMutationOptions(
  options: MutationOptionsIn<Api['users']['setContact']>,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return trpc.users.setContact.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      queryClient.setQueryData(trpc.users.contact.queryKey(), args[0]);
      return options.onSuccess?.(...args);
    },
  });
}
