import type { ErrorKey } from '../messages.js';
import { DOSE_STATES, TREATMENT } from '../treatments.js';
import { requiredString, z } from '../validation.js';
import { offlineFields } from './offline.js';
import { dayInput } from './tnr.js';

const id = z.string().trim().min(1).max(64);

export const TREATMENT_TEXT_MAX = 80;

export const treatmentCatInput = z.strictObject({ catId: id });

/**
 * A new round: the medicine, the dose, every N hours (a divisor of 24, 24 = once a day), the day
 * and local time of the first dose, and how many days (null: until someone ends it).
 */
export const startTreatmentInput = z.strictObject({
  catId: id,
  medicine: requiredString('treatmentMedicineRequired', TREATMENT_TEXT_MAX),
  dose: requiredString('treatmentDoseRequired', TREATMENT_TEXT_MAX),
  everyHours: z
    .number({ error: 'treatmentEveryInvalid' satisfies ErrorKey })
    .int()
    .refine((n) => (TREATMENT.everyHours as readonly number[]).includes(n), {
      error: 'treatmentEveryInvalid' satisfies ErrorKey,
    }),
  startDay: dayInput,
  startMinute: z
    .number({ error: 'treatmentTimeRequired' satisfies ErrorKey })
    .int()
    .min(0)
    .max(24 * 60 - 1),
  days: z.number().int().min(1).max(TREATMENT.maxDays).nullable(),
});
export type StartTreatmentInput = z.input<typeof startTreatmentInput>;

export const treatmentInput = z.strictObject({ treatmentId: id });

/** "Eu dou amanhã": the day's doses of the round are the caller's. */
export const treatmentDayInput = z.strictObject({ treatmentId: id, day: dayInput });

/**
 * "Medicou": the dose (its time, as the round lists it) was given. From the outbox with its
 * clientId and capturedAt, like a check-in: the dose counts as given when it was made.
 */
export const giveDoseInput = z.strictObject({
  treatmentId: id,
  doseAt: z.iso.datetime({ offset: true }).transform((text) => new Date(text).toISOString()),
  ...offlineFields,
});
export type GiveDoseInput = z.input<typeof giveDoseInput>;

const person = z.strictObject({ _id: z.string(), name: z.string() });

export const doseOutput = z.strictObject({
  at: z.string(),
  /** The window's end: the next dose's time. */
  end: z.string(),
  /** "Medicou" is taken until then. */
  lateUntil: z.string(),
  minute: z.number().int(),
  state: z.enum(DOSE_STATES),
  takenBy: person.nullable(),
  /** Who gave it and when (`time`: 'HH:MM' in the community's time, as the doses' times). */
  given: z.strictObject({ name: z.string(), at: z.string(), time: z.string() }).nullable(),
});

export const treatmentDayOutput = z.strictObject({
  day: z.string(),
  doses: z.array(doseOutput),
  /** Everyone who took a dose of this day. */
  takers: z.array(person),
  /** Some dose of the day is still free to take (and its window has not ended). */
  open: z.boolean(),
  mine: z.boolean(),
});

/** "dia 23 de 60, 2 doses perdidas": the round's day (of its days, null: until ended) and doses. */
export const treatmentProgressOutput = z.strictObject({
  day: z.number().int(),
  days: z.number().int().nullable(),
  given: z.number().int(),
  missed: z.number().int(),
});
export type TreatmentProgress = z.output<typeof treatmentProgressOutput>;

export const treatmentOutput = z.strictObject({
  _id: z.string(),
  medicine: z.string(),
  dose: z.string(),
  everyHours: z.number().int(),
  startDay: z.string(),
  startMinute: z.number().int(),
  days: z.number().int().nullable(),
  startedBy: z.string(),
  active: z.boolean(),
  endedAt: z.string().nullable(),
  progress: treatmentProgressOutput,
  /** For a running round: yesterday to three days ahead. */
  schedule: z.array(treatmentDayOutput),
});
export type TreatmentView = z.output<typeof treatmentOutput>;

export const treatmentsOfCatOutput = z.strictObject({
  /** The community's today, 'YYYY-MM-DD' (the start form's first day). */
  today: z.string(),
  treatments: z.array(treatmentOutput),
});
export type TreatmentsOfCat = z.output<typeof treatmentsOfCatOutput>;

export const treatmentChangeOutput = z.strictObject({ done: z.literal(true) });

export const giveDoseOutput = z.strictObject({
  treatmentId: z.string(),
  doseAt: z.string(),
  givenAt: z.string(),
  givenBy: z.string(),
});
export type GiveDoseResult = z.output<typeof giveDoseOutput>;
