import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

/** Asks for a password reset link. */
export function useForgotPasswordMutationOptions(
  options: MutationOptionsIn<Api['email']['forgotPassword']>,
) {
  return useTRPC().email.forgotPassword.mutationOptions(options);
}
