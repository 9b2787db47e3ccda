import { z } from '../validation.js';

const count = z.number().int().min(0);

/**
 * A colony's work of the day (docs/colonies.md, "Hoje"): counts only, never a position. `doses`:
 * doses of today not given yet, `mine` of them on a day the reader took; `due`: health items
 * overdue or due within 14 days, `overdue` of them late; `unseen`: cats not seen for the colony's
 * days.
 */
export const colonyTodayOutput = z
  .strictObject({
    colonyId: z.string(),
    name: z.string(),
    doses: count,
    mine: count,
    due: count,
    overdue: count,
    unseen: count,
  })
  .meta({ id: 'ColonyToday' });
export type ColonyToday = z.output<typeof colonyTodayOutput>;

/** The home's "Hoje": the reader's colonies with something to do today. */
export const myTodayOutput = z.strictObject({ colonies: z.array(colonyTodayOutput) });
export type MyToday = z.output<typeof myTodayOutput>;
