import {
  changePasswordInput,
  googleInput,
  loginInput,
  registerInput,
} from '../../../shared/schemas/auth.js';
import * as auth from '../../services/auth.js';
import { protectedProcedure, publicProcedure, router } from '../init.js';

export const authRouter = router({
  register: publicProcedure
    .input(registerInput)
    .mutation(({ ctx, input }) => auth.register(ctx, input)),
  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => auth.login(ctx, input)),
  google: publicProcedure.input(googleInput).mutation(({ ctx, input }) => auth.google(ctx, input)),
  me: protectedProcedure.query(({ ctx }) => auth.me(ctx)),
  changePassword: protectedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => auth.changePassword(ctx, input)),
  verify: publicProcedure.query(({ ctx }) => ({ valid: ctx.user !== null })),
});
