import { CARERS } from '../constants.js';
import { z } from '../validation.js';

const id = z.string().trim().min(1).max(64);

export const carerCatInput = z.strictObject({ catId: id });
export type CarerCatInput = z.input<typeof carerCatInput>;

/** "Sou cuidador(a) deste gato", with an optional short note for whoever decides. */
export const carerRequestInput = z.strictObject({
  catId: id,
  message: z.string().trim().max(CARERS.messageMax).optional(),
});
export type CarerRequestInput = z.input<typeof carerRequestInput>;

export const carerDecisionInput = z.strictObject({
  catId: id,
  userId: id,
  decision: z.enum(['approve', 'decline']),
});
export type CarerDecisionInput = z.input<typeof carerDecisionInput>;

export const carerRevokeInput = z.strictObject({ catId: id, userId: id });
export type CarerRevokeInput = z.input<typeof carerRevokeInput>;
