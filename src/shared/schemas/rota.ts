import { ROTA, SHIFT_STATES } from '../rota.js';
import { z } from '../validation.js';

const id = z.string().trim().min(1).max(64);
const minute = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);

/** A Monday, 'YYYY-MM-DD': the week to show (absent: this week). */
const monday = z.iso
  .date({ error: 'rotaWeekInvalid' })
  .refine((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1, { error: 'rotaWeekInvalid' });

export const rotaWeekInput = z.strictObject({ colonyId: id, weekStart: monday.optional() });

/** A new weekly shift: a day (Monday = 0) and a window in minutes of the local day. */
export const addShiftInput = z
  .strictObject({
    colonyId: id,
    weekday: z.number().int().min(0).max(6),
    startMinute: minute,
    endMinute: minute,
  })
  .refine((s) => s.endMinute > s.startMinute, { error: 'rotaWindowInvalid', path: ['endMinute'] });

export const shiftInput = z.strictObject({ shiftId: id });

export const feedingLimitInput = z.strictObject({
  colonyId: id,
  limitHours: z.number().int().min(ROTA.minLimitHours).max(ROTA.maxLimitHours),
});

const person = z.strictObject({ _id: z.string(), name: z.string() });

export const shiftOutput = z.strictObject({
  _id: z.string(),
  weekday: z.number().int(),
  startMinute: z.number().int(),
  endMinute: z.number().int(),
  /** This week's occurrence: its local day and its window as instants. */
  day: z.string(),
  start: z.string(),
  end: z.string(),
  state: z.enum(SHIFT_STATES),
  /** Removed since (a past week shows the shifts it had). */
  removed: z.boolean(),
  carers: z.array(person),
  signedUp: z.boolean(),
  /** Members' feedings of the colony's cats inside the window. */
  feedings: z.array(z.strictObject({ userName: z.string(), at: z.string() })),
});

export const rotaWeekOutput = z.strictObject({
  weekStart: z.string(),
  /** This week (sign-ups and changes happen only here). */
  current: z.boolean(),
  /** The Monday of the first week with a shift (the history starts there), or null. */
  firstWeek: z.string().nullable(),
  limitHours: z.number().int(),
  canEdit: z.boolean(),
  /** The last feeding by a member, the one the feeding limit counts from. */
  lastFeedingAt: z.string().nullable(),
  shifts: z.array(shiftOutput),
});
export type RotaWeek = z.output<typeof rotaWeekOutput>;

export const rotaChangeOutput = z.strictObject({ done: z.literal(true) });
