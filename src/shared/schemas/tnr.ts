import type { ErrorKey } from '../messages.js';
import { detailKindOf, FIV_FELV_RESULTS, TNR, TNR_STEPS } from '../tnr.js';
import { typeError, z } from '../validation.js';

const id = z.string().trim().min(1).max(64);

const isRealDay = (value: string) => {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A calendar day, 'YYYY-MM-DD' (the day it happened, in the community time zone). */
export const dayInput = z
  .string({ error: typeError('tnrDateRequired') })
  .trim()
  .min(1, { error: 'tnrDateRequired' satisfies ErrorKey, abort: true })
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDay(v), {
    error: 'tnrDateInvalid' satisfies ErrorKey,
  });

export const tnrCatInput = z.strictObject({ catId: id });

/** One TNR step; its detail is required and checked for the steps that have one, refused else. */
export const tnrRecordInput = z
  .strictObject({
    catId: id,
    step: z.enum(TNR_STEPS, { error: 'tnrStepInvalid' satisfies ErrorKey }),
    doneOn: dayInput,
    detail: z.string().trim().max(TNR.detailMax).optional(),
  })
  .superRefine((input, ctx) => {
    const detail = input.detail ?? '';
    const fail = (message: ErrorKey) => ctx.addIssue({ code: 'custom', path: ['detail'], message });
    switch (detailKindOf(input.step)) {
      case undefined:
        if (detail) fail('tnrDetailNotAllowed');
        return;
      case 'clinic':
        if (!detail) fail('tnrClinicRequired');
        return;
      case 'vaccine':
        if (!detail) fail('tnrVaccineRequired');
        return;
      case 'result':
        if (!(FIV_FELV_RESULTS as readonly string[]).includes(detail)) fail('tnrResultInvalid');
        return;
      case 'chip':
        if (!TNR.chipPattern.test(detail)) fail('tnrChipInvalid');
        return;
    }
  });
export type TnrRecordInput = z.input<typeof tnrRecordInput>;

export const tnrRemoveInput = z.strictObject({ id });

/** Status Adotado with the day and a note; the adopter's personal data has no place here. */
export const tnrAdoptInput = z.strictObject({
  catId: id,
  adoptedOn: dayInput,
  note: z.string().trim().max(TNR.noteMax).optional(),
});
export type TnrAdoptInput = z.input<typeof tnrAdoptInput>;
