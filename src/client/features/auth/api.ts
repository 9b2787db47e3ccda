import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

/** Sign-in and sign-up; the screen starts the session with the answer (use-session-outcome.ts). */

export function useLoginMutationOptions(options: MutationOptionsIn<Api['auth']['login']>) {
  return useTRPC().auth.login.mutationOptions(options);
}

export function useRegisterMutationOptions(options: MutationOptionsIn<Api['auth']['register']>) {
  return useTRPC().auth.register.mutationOptions(options);
}
