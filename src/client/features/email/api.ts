import { useAuth } from '../../lib/auth.js';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

/** The pages mailed links open: a new password, a verified address, an unlocked login. */

export function useResetPasswordMutationOptions(
  options: MutationOptionsIn<Api['email']['resetPassword']>,
) {
  return useTRPC().email.resetPassword.mutationOptions(options);
}

/** A verified address changes the signed-in user (its badge, its points): asked for again. */
export function useVerifyEmailMutationOptions(
  options: MutationOptionsIn<Api['email']['verify']> = {},
) {
  const { refreshUser } = useAuth();
  return useTRPC().email.verify.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      void refreshUser();
      return options.onSuccess?.(...args);
    },
  });
}

export function useUnlockLoginMutationOptions(
  options: MutationOptionsIn<Api['email']['unlockLogin']> = {},
) {
  return useTRPC().email.unlockLogin.mutationOptions(options);
}
