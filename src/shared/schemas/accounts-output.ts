import { z } from '../validation.js';
import { count, isoDate } from './common-output.js';

export const inviteOutput = z
  .strictObject({
    id: z.string(),
    hint: z.string().describe('The first characters of the code; the code itself is not kept.'),
    uses: count,
    maxUses: count,
    expiresAt: isoDate,
    createdAt: isoDate,
    state: z.enum(['active', 'expired', 'usedUp', 'revoked']),
  })
  .meta({ id: 'Invite' });
export type InviteDto = z.infer<typeof inviteOutput>;

/** A new code: the only answer that holds it in full. */
export const createdInviteOutput = z.strictObject({ code: z.string(), invite: inviteOutput });

export const pendingAccountOutput = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: isoDate,
});
export type PendingAccountDto = z.infer<typeof pendingAccountOutput>;
