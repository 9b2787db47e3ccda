/**
 * Treatment rounds (docs/treatments.md): pure rules. A round gives a medicine every `everyHours`
 * hours at the same local times each day, from `startMinute` of `startDay` (community time), for
 * `days` days (that many days' worth of doses) or until it is ended. A dose's window runs from
 * its time to the next dose's time; "Medicou" is still taken for TREATMENT.lateMinutes after it.
 */
import { zonedInstant } from './rota.js';
import { addDays, localDay } from './time.js';

const NIGHT_REMINDER_MINUTE = 21 * 60 + 30;

export const TREATMENT = {
  /** Every N hours: divisors of 24, so the doses fall at the same times every day. */
  everyHours: [4, 6, 8, 12, 24] as const,
  maxDays: 365,
  /** A round starts today or up to this many days ahead. */
  startWithinDays: 30,
  /** Rounds running at once for one cat. */
  activePerCat: 5,
  /** "Medicou" after the window (the dose was given, the tap forgotten); then it is missed. */
  lateMinutes: 60,
  /** The evening before a day nobody took, the coordinators are told at this local time. */
  untakenCron: '0 19 * * *',
  /** Doses between 22:00 and 07:00 (the quiet hours) are reminded at 21:30, and its task's cron. */
  nightReminderMinute: NIGHT_REMINDER_MINUTE,
  nightCron: `${NIGHT_REMINDER_MINUTE % 60} ${Math.floor(NIGHT_REMINDER_MINUTE / 60)} * * *`,
  nightFromMinute: 22 * 60,
  nightUntilMinute: 7 * 60,
  /** Days the cat page shows around today. */
  daysBefore: 1,
  daysAfter: 3,
} as const;

export type EveryHours = (typeof TREATMENT.everyHours)[number];

export interface Schedule {
  startDay: string;
  startMinute: number;
  everyHours: number;
  days: number | null;
  endedAt: Date | null;
}

export interface Dose {
  /** The local day it belongs to. */
  day: string;
  /** Minutes past local midnight. */
  minute: number;
  at: Date;
  /** The next dose's time: the window is [at, end). */
  end: Date;
}

const MINUTE = 60_000;

/** The local minutes of the day a dose falls at. */
export function slotsOf(s: Pick<Schedule, 'startMinute' | 'everyHours'>): number[] {
  const step = s.everyHours * 60;
  const out: number[] = [];
  for (let m = s.startMinute % step; m < 24 * 60; m += step) out.push(m);
  return out;
}

/** When the round stops by itself (no dose at or after it), or null for "until ended". */
export function roundEnd(s: Schedule, tz: string): Date | null {
  const byDays =
    s.days === null ? null : zonedInstant(addDays(s.startDay, s.days), s.startMinute, tz);
  if (s.endedAt && (byDays === null || s.endedAt < byDays)) return s.endedAt;
  return byDays;
}

/** The round's doses whose time falls in [from, to), oldest first, each with its window. */
export function dosesBetween(s: Schedule, from: Date, to: Date, tz: string): Dose[] {
  const slots = slotsOf(s);
  const stop = roundEnd(s, tz);
  const first = zonedInstant(s.startDay, s.startMinute, tz);
  const lo = from > first ? from : first;
  const hi = stop && stop < to ? stop : to;
  if (hi <= lo) return [];
  const out: Dose[] = [];
  let day = addDays(localDay(lo, tz), -1);
  const lastDay = addDays(localDay(hi, tz), 1);
  let previous: Dose | null = null;
  for (; day <= lastDay; day = addDays(day, 1)) {
    for (const minute of slots) {
      const at = zonedInstant(day, minute, tz);
      if (previous) previous.end = at;
      previous = null;
      if (at < lo || at >= hi) continue;
      const dose = { day, minute, at, end: new Date(at.getTime() + s.everyHours * 60 * MINUTE) };
      out.push(dose);
      previous = dose;
    }
  }
  return out;
}

/** The dose at exactly `at`, if the round has one. */
export function doseAt(s: Schedule, at: Date, tz: string): Dose | null {
  const found = dosesBetween(s, at, new Date(at.getTime() + 1), tz)[0];
  return found && found.at.getTime() === at.getTime() ? found : null;
}

/** Until when "Medicou" is taken for a dose. */
export const lateUntil = (dose: { end: Date }): Date =>
  new Date(dose.end.getTime() + TREATMENT.lateMinutes * MINUTE);

/** A dose's time falls in the quiet hours (22:00–07:00). */
export const atNight = (minute: number): boolean =>
  minute >= TREATMENT.nightFromMinute || minute < TREATMENT.nightUntilMinute;

/**
 * The 21:30 reminder of a night dose (`atNight`): that evening's for a dose before midnight, the
 * evening before's for one after it.
 */
export function nightReminderOf(at: Date, tz: string): Date {
  const day = localDay(at, tz);
  const evening = zonedInstant(day, TREATMENT.nightReminderMinute, tz);
  return evening <= at
    ? evening
    : zonedInstant(addDays(day, -1), TREATMENT.nightReminderMinute, tz);
}

/** Which day of the round `today` is (1 on its first day), at most its length. */
export function dayNumber(s: Schedule, today: string): number {
  const n =
    Math.round(
      (Date.parse(`${today}T12:00:00Z`) - Date.parse(`${s.startDay}T12:00:00Z`)) / 86_400_000,
    ) + 1;
  return s.days === null ? Math.max(n, 0) : Math.min(Math.max(n, 0), s.days);
}

export const DOSE_STATES = ['given', 'open', 'late', 'missed', 'upcoming'] as const;
export type DoseState = (typeof DOSE_STATES)[number];

/** A dose's state at `now` from whether it was given. */
export function doseState(dose: Dose, given: boolean, now: Date): DoseState {
  if (given) return 'given';
  if (now < dose.at) return 'upcoming';
  if (now < dose.end) return 'open';
  if (now < lateUntil(dose)) return 'late';
  return 'missed';
}
