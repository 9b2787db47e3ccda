import { useTRPC, type Api, type MutationOptionsIn } from './trpc.js';

/** The verification link mailed again (components/verify-email-banner.tsx). */
export function useResendVerificationMutationOptions(
  options: MutationOptionsIn<Api['email']['resendVerification']>,
) {
  return useTRPC().email.resendVerification.mutationOptions(options);
}
