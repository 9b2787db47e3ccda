import { INVITE_LIMITS } from '../accounts.js';
import { z } from '../validation.js';

const id = z.string().trim().min(1).max(64);

/** Admin → new invite code: how many accounts it may create, and for how many days. */
export const createInviteInput = z.strictObject({
  uses: z.number().int().min(1).max(INVITE_LIMITS.usesMax).default(INVITE_LIMITS.usesDefault),
  days: z.number().int().min(1).max(INVITE_LIMITS.daysMax).default(INVITE_LIMITS.daysDefault),
});
export type CreateInviteInput = z.infer<typeof createInviteInput>;

export const inviteIdInput = z.strictObject({ id });
export const accountIdInput = z.strictObject({ userId: id });
