import { ACTIONS, CAT_STATUS } from '../constants.js';
import { censusOutput } from './census.js';
import type { ErrorKey } from '../messages.js';
import { TNR_STEPS } from '../tnr.js';
import { typeError, z } from '../validation.js';
import { dueItemsOutput } from './health-record-output.js';
import { treatmentProgressOutput } from './treatments.js';

/** A treatment round at the report's end: running, run its days, or ended by someone. */
export const IMPACT_ROUND_STATES = ['ongoing', 'finished', 'ended'] as const;
export type ImpactRoundState = (typeof IMPACT_ROUND_STATES)[number];

/** The longest period an impact report covers, in days (both ends counted). */
export const IMPACT_MAX_DAYS = 366;
/** An area's figures are shown only when it has at least this many active cats. */
export const IMPACT_MIN_CELL_CATS = 5;
/** Area cells: 0.01° (about 1.1 km north–south, 1 km east–west in São Paulo). */
export const IMPACT_CELL_DEG = 0.01;

const isRealDay = (value: string) => {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const day = z
  .string({ error: typeError('reportDateInvalid') })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDay(v), {
    error: 'reportDateInvalid' satisfies ErrorKey,
  });

/** Days from `from` to `to`, both counted. */
export const periodDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;

/**
 * A colony (or, without colonyId, the whole community) and a period: from and to are calendar
 * days in the community time zone, both included.
 */
export const impactInput = z
  .strictObject({
    colonyId: z.string().trim().min(1).max(64).optional(),
    from: day,
    to: day,
  })
  .superRefine((input, ctx) => {
    const days = periodDays(input.from, input.to);
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'reportPeriodReversed' });
    } else if (days > IMPACT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'reportPeriodTooLong' });
    }
  });
export type ImpactInput = z.output<typeof impactInput>;

const counts = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.record(z.enum(keys), z.number().int().min(0));

export const impactOutput = z.strictObject({
  colony: z.strictObject({ _id: z.string(), name: z.string() }).nullable(),
  from: z.string(),
  to: z.string(),
  /** Cats of the scope registered by the end of the period, by their status at its end. */
  catsByStatus: counts(CAT_STATUS),
  sterilized: z.strictObject({
    active: z.number().int().min(0),
    sterilized: z.number().int().min(0),
    /** Of the active cats, 0–100 with one decimal; null without active cats. */
    percent: z.number().nullable(),
  }),
  /**
   * % castrados per area of about 1 km (0.01° of latitude and longitude), only for areas with at
   * least IMPACT_MIN_CELL_CATS active cats; numbered from 1 by size, never located.
   */
  areas: z.array(
    z.strictObject({
      index: z.number().int().min(1),
      active: z.number().int().min(0),
      sterilized: z.number().int().min(0),
      percent: z.number(),
    }),
  ),
  /** Active cats in areas with fewer cats, left out of `areas`. */
  areasHiddenCats: z.number().int().min(0),
  tnrSteps: counts(TNR_STEPS),
  checkins: z.strictObject({ total: z.number().int().min(0), byAction: counts(ACTIONS) }),
  emergencies: z.strictObject({
    count: z.number().int().min(0),
    helped: z.number().int().min(0),
    /** Minutes from becoming urgent to the first help, median of the helped ones. */
    medianMinutesToHelp: z.number().nullable(),
  }),
  /**
   * Feeding regularity: occurrences of the rota's shifts on the period's days that ended by its
   * end (after the shift was created), how many were done, and % done (one decimal; null if none).
   */
  feeding: z.strictObject({
    occurrences: z.number().int().min(0),
    done: z.number().int().min(0),
    percent: z.number().nullable(),
  }),
  /** A colony's health items overdue or due within 14 days as of today (none for the community). */
  healthDue: dueItemsOutput,
  /**
   * A colony's treatment rounds that ran at some time in the period, as of its end (or now, if it
   * has not ended): the cat, the first day, the progress and whether the round was still running
   * (`ongoing`), had run its days (`finished`) or was ended by someone (`ended`). Never the
   * medicine nor a diagnosis: the report is made to be shared. None for the community.
   */
  treatments: z.array(
    z.strictObject({
      catName: z.string(),
      startDay: z.string(),
      progress: treatmentProgressOutput,
      state: z.enum(IMPACT_ROUND_STATES),
    }),
  ),
  /**
   * A colony's census over the 60 days to the period's end (docs/colonies.md, "Census"), its
   * coverage from the report's neutered active cats; null for the community.
   */
  census: censusOutput.nullable(),
});
export type ImpactReport = z.output<typeof impactOutput>;

export const impactCsvOutput = z.strictObject({ filename: z.string(), csv: z.string() });
