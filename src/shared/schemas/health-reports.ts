import { HEALTH } from '../constants.js';
import { z } from '../validation.js';
import { isoDate } from './common-output.js';

const id = z.string().trim().min(1).max(64);

export const healthReportsOfCatInput = z.strictObject({ catId: id });
export const confirmHealthReportInput = z.strictObject({ reportId: id });

/** A cat's health as reported by someone who is not its carer, waiting for confirmation. */
export const healthReportOutput = z.strictObject({
  _id: z.string(),
  health: z.enum(HEALTH),
  reporter: z.strictObject({ _id: z.string(), name: z.string() }),
  createdAt: isoDate,
});

export const healthReportsOutput = z.strictObject({
  reports: z.array(healthReportOutput),
  /** The caller is a carer of the cat (or an admin): "Confirmar" is theirs. */
  canConfirm: z.boolean(),
});

export const confirmedHealthOutput = z.strictObject({ health: z.enum(HEALTH) });
