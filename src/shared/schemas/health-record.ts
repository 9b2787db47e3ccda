import { DIAGNOSES, HEALTH, HEALTH_KINDS, VACCINES } from '../health-record.js';
import type { ErrorKey } from '../messages.js';
import { addDays } from '../time.js';
import { z } from '../validation.js';
import { dayInput } from './tnr.js';

const id = z.string().trim().min(1).max(64);

/** The fields of an entry, as the "Registrar" form and the edit send them (in FormData `data`). */
const entryFields = {
  kind: z.enum(HEALTH_KINDS, { error: 'healthKindInvalid' satisfies ErrorKey }),
  doneOn: dayInput,
  vaccine: z.enum(VACCINES, { error: 'healthVaccineRequired' satisfies ErrorKey }).optional(),
  diagnosis: z.enum(DIAGNOSES, { error: 'healthDiagnosisRequired' satisfies ErrorKey }).optional(),
  note: z.string().trim().max(HEALTH.noteMax).optional(),
  /** '' or absent: no due date. */
  dueOn: z.string().trim().optional(),
};

type EntryFields = {
  kind: (typeof HEALTH_KINDS)[number];
  doneOn: string;
  vaccine?: string | undefined;
  diagnosis?: string | undefined;
  dueOn?: string | undefined;
};

/** A vaccine names which one, a diagnosis which one, and no other kind names either. */
function checkEntry(input: EntryFields, ctx: z.RefinementCtx) {
  const fail = (path: string, message: ErrorKey) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (input.kind === 'vacina' && !input.vaccine) fail('vaccine', 'healthVaccineRequired');
  if (input.kind === 'diagnostico' && !input.diagnosis)
    fail('diagnosis', 'healthDiagnosisRequired');
  if (input.kind !== 'vacina' && input.vaccine) fail('vaccine', 'healthDetailNotAllowed');
  if (input.kind !== 'diagnostico' && input.diagnosis) fail('diagnosis', 'healthDetailNotAllowed');
  const due = input.dueOn ?? '';
  if (!due) return;
  const parsed = dayInput.safeParse(due);
  if (!parsed.success) return fail('dueOn', 'tnrDateInvalid');
  if (due <= input.doneOn) return fail('dueOn', 'healthDueBeforeDay');
  if (due > addDays(input.doneOn, HEALTH.dueMaxDays)) fail('dueOn', 'healthDueTooFar');
}

export const healthAddInput = z.strictObject({ catId: id, ...entryFields }).superRefine(checkEntry);
export type HealthAddInput = z.input<typeof healthAddInput>;

export const healthEditInput = z
  .strictObject({
    id,
    ...entryFields,
    /** Removes the entry's photo (a new photo sent with the edit replaces it anyway). */
    removePhoto: z.boolean().optional(),
  })
  .superRefine(checkEntry);
export type HealthEditInput = z.input<typeof healthEditInput>;

export const healthCatInput = z.strictObject({ catId: id });
export const healthEntryInput = z.strictObject({ id });
export const healthColonyInput = z.strictObject({ colonyId: id });
export const healthPhotoInput = z.strictObject({
  id,
  size: z.enum(['thumb', 'full']).default('thumb'),
});
