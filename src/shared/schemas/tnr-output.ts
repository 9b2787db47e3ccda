import { TNR_STEPS } from '../tnr.js';
import { z } from '../validation.js';
import { isoDate } from './common-output.js';

const day = z.string().describe("'YYYY-MM-DD'");

export const tnrStepOutput = z
  .strictObject({
    id: z.string(),
    step: z.enum(TNR_STEPS),
    detail: z.string(),
    doneOn: day,
    recordedBy: z.strictObject({ userId: z.string(), name: z.string() }),
    createdAt: isoDate,
    /** Its recorder and admins may delete it. */
    canDelete: z.boolean(),
  })
  .meta({ id: 'TnrStep' });
export type TnrStepDto = z.infer<typeof tnrStepOutput>;

export const adoptionOutput = z
  .strictObject({ adoptedOn: day, note: z.string() })
  .meta({ id: 'Adoption' });

export const tnrForCatOutput = z
  .strictObject({
    catId: z.string(),
    /** Newest first (by the day, then by when recorded). */
    steps: z.array(tnrStepOutput),
    /** Whether the caller cares for the cat (and so may record steps). */
    canRecord: z.boolean(),
    /** Whether the caller may mark the cat adopted (its registrar or an admin). */
    canAdopt: z.boolean(),
    /** The cat's adoption while its status is Adotado. */
    adoption: adoptionOutput.nullable(),
  })
  .meta({ id: 'TnrForCat' });
export type TnrForCat = z.infer<typeof tnrForCatOutput>;

export const tnrRemovedOutput = z.strictObject({ id: z.string(), deleted: z.literal(true) });
export const tnrAdoptedOutput = z.strictObject({
  catId: z.string(),
  status: z.literal('Adotado'),
  adoption: adoptionOutput,
});

/** In the data export: the TNR steps and adoptions the user recorded. */
export const exportedTnrOutput = {
  tnrSteps: z.array(
    z.strictObject({
      _id: z.string(),
      catId: z.string(),
      catName: z.string(),
      step: z.enum(TNR_STEPS),
      detail: z.string(),
      doneOn: day,
      createdAt: isoDate,
    }),
  ),
  adoptionsRecorded: z.array(
    z.strictObject({ catId: z.string(), catName: z.string(), adoptedOn: day, note: z.string() }),
  ),
};
