import { z } from 'zod';
import {
  sessionOutput,
  signedOutOutput,
  verifyOutput,
} from '../../../shared/schemas/auth-output.js';
import { ownUserOutput } from '../../../shared/schemas/users-output.js';
import {
  changePasswordInput,
  googleInput,
  loginInput,
  registerInput,
  setupInput,
  setupStatusInput,
} from '../../../shared/schemas/auth.js';
import * as auth from '../../services/auth.js';
import { google } from '../../services/google.js';
import { createFirstAdmin, setupLinkWorks } from '../../services/setup.js';
import { accountProcedure, protectedProcedure, publicProcedure, router } from '../init.js';

export const authRouter = router({
  register: publicProcedure
    .input(registerInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => auth.register(ctx, input)),
  login: publicProcedure
    .input(loginInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),
  google: publicProcedure
    .input(googleInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => google(ctx, input)),
  /** Whether a first-run setup link still opens the setup form (services/setup.ts). */
  setupStatus: publicProcedure
    .input(setupStatusInput)
    .output(z.object({ works: z.boolean() }))
    .query(({ ctx, input }) => ({ works: setupLinkWorks(ctx, input.token) })),
  /** The setup form: the first admin, signed in. */
  setup: publicProcedure
    .input(setupInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => createFirstAdmin(ctx, input)),
  me: accountProcedure.output(ownUserOutput).query(({ ctx }) => auth.me(ctx)),
  changePassword: protectedProcedure
    .input(changePasswordInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => auth.changePassword(ctx, input)),
  /** "Sair": ends this token's session on the server. */
  logout: accountProcedure.output(signedOutOutput).mutation(({ ctx }) => auth.logout(ctx)),
  /** "Sair de todos os aparelhos": ends every session of the account. */
  logoutEverywhere: accountProcedure
    .output(signedOutOutput)
    .mutation(({ ctx }) => auth.logoutEverywhere(ctx)),
  verify: publicProcedure
    .output(verifyOutput)
    .query(({ ctx }) => ({ valid: (ctx.user ?? ctx.pendingUser ?? null) !== null })),
});
