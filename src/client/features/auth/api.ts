import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

/** Sign-in and sign-up; the screen starts the session with the answer (use-session-outcome.ts). */

export function useLoginMutationOptions(options: MutationOptionsIn<Api['auth']['login']>) {
  return useTRPC().auth.login.mutationOptions(options);
}

export function useRegisterMutationOptions(options: MutationOptionsIn<Api['auth']['register']>) {
  return useTRPC().auth.register.mutationOptions(options);
}

/** The first-run setup link: whether it still works, and the form that creates the first admin. */
export function useSetupStatusQueryOptions(token: string) {
  return useTRPC().auth.setupStatus.queryOptions({ token }, { retry: false });
}

export function useSetupMutationOptions(options: MutationOptionsIn<Api['auth']['setup']>) {
  return useTRPC().auth.setup.mutationOptions(options);
}
