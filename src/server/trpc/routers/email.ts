import {
  forgotPasswordInput,
  resetOutput,
  resetPasswordInput,
  sentOutput,
  unlockedOutput,
  unlockLoginInput,
  verifiedOutput,
  verifyEmailInput,
} from '../../../shared/schemas/email.js';
import { requestPasswordReset, resetPasswordWithToken } from '../../mail/password-reset.js';
import { unlockLogin } from '../../services/login-limits.js';
import { resendVerification, verifyEmail } from '../../mail/verification.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';

/** What goes through mailed links: password reset, address verification and login unlock. */
export const emailRouter = router({
  forgotPassword: publicProcedure
    .input(forgotPasswordInput)
    .output(sentOutput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input)),
  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .output(resetOutput)
    .mutation(({ ctx, input }) => resetPasswordWithToken(ctx, input)),
  verify: publicProcedure
    .input(verifyEmailInput)
    .output(verifiedOutput)
    .mutation(({ ctx, input }) => verifyEmail(ctx, input)),
  unlockLogin: publicProcedure
    .input(unlockLoginInput)
    .output(unlockedOutput)
    .mutation(({ ctx, input }) => unlockLogin(ctx, input)),
  resendVerification: protectedProcedure
    .output(sentOutput)
    .mutation(({ ctx }) => resendVerification(ctx)),
});
