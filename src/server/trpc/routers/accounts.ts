import { z } from 'zod';
import {
  createdInviteOutput,
  inviteOutput,
  pendingAccountOutput,
} from '../../../shared/schemas/accounts-output.js';
import {
  accountIdInput,
  createInviteInput,
  inviteIdInput,
} from '../../../shared/schemas/accounts.js';
import { decideAccount, listPending, requireVerified } from '../../services/approvals.js';
import { createInvite, listInvites, revokeInvite } from '../../services/invites.js';
import { adminProcedure, router } from '../init.js';

const decided = z.strictObject({ _id: z.string(), status: z.enum(['active', 'declined']) });

/** The admin's accounts page: accounts awaiting approval and invite codes. */
export const accountsRouter = router({
  pending: adminProcedure
    .output(z.array(pendingAccountOutput))
    .query(({ ctx }) => listPending(ctx.db)),
  approve: adminProcedure
    .input(accountIdInput)
    .output(decided)
    .mutation(({ ctx, input }) => {
      requireVerified(ctx, input.userId);
      return decideAccount(ctx.db, input.userId, 'active', ctx.clock.now());
    }),
  decline: adminProcedure
    .input(accountIdInput)
    .output(decided)
    .mutation(({ ctx, input }) => decideAccount(ctx.db, input.userId, 'declined', ctx.clock.now())),
  invites: adminProcedure
    .output(z.array(inviteOutput))
    .query(({ ctx }) => listInvites(ctx.db, ctx.clock.now())),
  createInvite: adminProcedure
    .input(createInviteInput)
    .output(createdInviteOutput)
    .mutation(({ ctx, input }) => createInvite(ctx.db, input, ctx.user.id, ctx.clock.now())),
  revokeInvite: adminProcedure
    .input(inviteIdInput)
    .output(inviteOutput)
    .mutation(({ ctx, input }) => revokeInvite(ctx.db, input.id, ctx.clock.now())),
});
