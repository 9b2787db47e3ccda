/**
 * The weekly feeding rota (PRODUCT.md, "Colonies, feeding rota…"): pure rules. Days of the week
 * count from Monday = 0; a window is [start, end) in minutes of the community's local day, so a
 * check-in at 07:59 counts for a 07:00–08:00 shift and one at 08:00 does not.
 */
import { addDays, localDay } from './time.js';

export const ROTA = {
  /** Carers who can sign up for one shift. */
  carersPerShift: 3,
  shiftsPerColony: 42,
  /** Hours without a feeding before every member is told; coordinators may change it. */
  defaultLimitHours: 24,
  minLimitHours: 6,
  maxLimitHours: 96,
  /** A missed shift is still alerted this long after its end (a restart, a late tick). */
  alertWithinHours: 24,
} as const;

export const SHIFT_STATES = [
  'done',
  'missed',
  'upcoming',
  'open',
  'notStarted',
  'noRecord',
] as const;
/**
 * 'open': the window is running and nobody has fed yet. 'notStarted': this week's occurrence ended
 * before the shift was created (a shift counts from its first occurrence after its creation).
 * 'noRecord': a past occurrence whose judgement was pruned before judged outcomes were kept.
 */
export type ShiftState = (typeof SHIFT_STATES)[number];

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far ahead of UTC the clocks of `tz` are at `at`, in milliseconds. */
function tzOffset(at: number, tz: string): number {
  let fmt = partsFormatters.get(tz);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(tz, fmt);
  }
  const p = Object.fromEntries(fmt.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant when the clocks of `tz` show `minute` minutes past midnight of `day`. */
export function zonedInstant(day: string, minute: number, tz: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minute * 60_000;
  let at = wall - tzOffset(wall, tz);
  // Once more, in case the guess fell on the other side of a change of offset.
  at = wall - tzOffset(at, tz);
  return new Date(at);
}

/** Monday = 0 … Sunday = 6 of a 'YYYY-MM-DD'. */
export const weekdayOf = (day: string): number =>
  (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The Monday of the community week that contains `now`. */
export function weekMonday(now: Date, tz: string): string {
  const today = localDay(now, tz);
  return addDays(today, -weekdayOf(today));
}

export interface ShiftTimes {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface Occurrence {
  day: string;
  start: Date;
  end: Date;
}

/** A shift's occurrence in the week starting on Monday `monday`. */
export function occurrenceInWeek(shift: ShiftTimes, monday: string, tz: string): Occurrence {
  const day = addDays(monday, shift.weekday);
  return {
    day,
    start: zonedInstant(day, shift.startMinute, tz),
    end: zonedInstant(day, shift.endMinute, tz),
  };
}

/** The shift's occurrences that ended in (from, to]: what a sweep at `to` has to judge. */
export function occurrencesEndedBetween(
  shift: ShiftTimes,
  from: Date,
  to: Date,
  tz: string,
): Occurrence[] {
  const out: Occurrence[] = [];
  // Every week that can hold an end in the range, one before for safety.
  let monday = addDays(weekMonday(from, tz), -7);
  const last = weekMonday(to, tz);
  while (monday <= last) {
    const occ = occurrenceInWeek(shift, monday, tz);
    if (occ.end > from && occ.end <= to) out.push(occ);
    monday = addDays(monday, 7);
  }
  return out;
}

/** 'HH:MM' of a minute of the day (1440 is the midnight at its end, '24:00'). */
export const minuteLabel = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
