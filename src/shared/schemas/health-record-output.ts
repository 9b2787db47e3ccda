import { DIAGNOSES, HEALTH_KINDS, VACCINES } from '../health-record.js';
import { z } from '../validation.js';
import { isoDate } from './common-output.js';

const day = z.string().describe("'YYYY-MM-DD'");

export const healthEntryOutput = z
  .strictObject({
    id: z.string(),
    catId: z.string(),
    kind: z.enum(HEALTH_KINDS),
    vaccine: z.enum(VACCINES).nullable(),
    diagnosis: z.enum(DIAGNOSES).nullable(),
    doneOn: day,
    note: z.string(),
    dueOn: day.nullable(),
    /** Its author; the name is "Usuário removido" once the account was deleted. */
    author: z.strictObject({ userId: z.string(), name: z.string() }),
    /** Whether a photo of the prescription or receipt is kept (read it with healthRecord.photo). */
    hasPhoto: z.boolean(),
    createdAt: isoDate,
    /** Its author and admins may change or delete it. */
    canEdit: z.boolean(),
  })
  .meta({ id: 'HealthEntry' });
export type HealthEntryDto = z.infer<typeof healthEntryOutput>;

export const healthRecordOutput = z
  .strictObject({
    catId: z.string(),
    /** Whether the caller cares for the cat: only then are entries sent, and may be added. */
    canRead: z.boolean(),
    /** Newest first; empty for anyone who does not care for the cat. */
    entries: z.array(healthEntryOutput),
    /** The cat has a sporotrichosis diagnosis: everyone sees the handling advice, nothing more. */
    handlingAdvice: z.boolean(),
  })
  .meta({ id: 'HealthRecord' });
export type HealthRecordDto = z.infer<typeof healthRecordOutput>;

export const dueItemOutput = z
  .strictObject({
    entryId: z.string(),
    catId: z.string(),
    catName: z.string(),
    kind: z.enum(HEALTH_KINDS),
    vaccine: z.enum(VACCINES).nullable(),
    dueOn: day,
    state: z.enum(['overdue', 'soon', 'later']),
  })
  .meta({ id: 'HealthDueItem' });
export type DueItemDto = z.infer<typeof dueItemOutput>;

export const dueItemsOutput = z.array(dueItemOutput);

export const healthPhotoOutput = z.strictObject({
  /** The photo as a data: URL (never a public address). */
  dataUrl: z.string(),
});

export const healthRemovedOutput = z.strictObject({ id: z.string(), deleted: z.literal(true) });

/** In the data export: the health entries the user made. */
export const exportedHealthOutput = {
  healthEntries: z.array(
    z.strictObject({
      _id: z.string(),
      catId: z.string(),
      catName: z.string(),
      kind: z.enum(HEALTH_KINDS),
      vaccine: z.enum(VACCINES).nullable(),
      diagnosis: z.enum(DIAGNOSES).nullable(),
      doneOn: day,
      note: z.string(),
      dueOn: day.nullable(),
      /** Whether a photo is kept with it (shown in the app to the cat's carers only). */
      hasPhoto: z.boolean(),
      createdAt: isoDate,
    }),
  ),
};
