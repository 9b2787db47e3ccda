import { addDays } from './time.js';

/** What a health entry records. Stored and sent as they are. */
export const HEALTH_KINDS = [
  'vacina',
  'vermifugo',
  'antipulgas',
  'veterinario',
  'diagnostico',
  'exame',
  'cirurgia',
] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

/** Which vaccine (a vaccine entry only). */
export const VACCINES = ['v3', 'v4', 'v5', 'raiva', 'felv', 'outra'] as const;
export type Vaccine = (typeof VACCINES)[number];

/** The diagnoses a carer picks from (a diagnosis entry only). */
export const DIAGNOSES = ['esporotricose', 'fiv', 'felv', 'ferimento', 'outro'] as const;
export type Diagnosis = (typeof DIAGNOSES)[number];

/** Sporotrichosis: a zoonosis; its handling advice is shown to everyone (docs/health-record.md). */
export const SPOROTRICHOSIS: Diagnosis = 'esporotricose';

/**
 * The due date a new entry of a kind gets unless the carer changes it, in days after the entry's
 * day: a yearly vaccine booster, deworming every 3 months, flea and tick treatment monthly. Kinds
 * not named here get none (one may still be typed).
 */
export const DUE_DAYS = {
  vacina: 365,
  vermifugo: 90,
  antipulgas: 30,
} as const satisfies Partial<Record<HealthKind, number>>;

export const HEALTH = {
  noteMax: 500,
  /** "A vencer": a due date within this many days of today (overdue ones always count). */
  soonDays: 14,
  /** A due date at most this far after the entry's day. */
  dueMaxDays: 3 * 365,
  /**
   * The cat's carers are told of a due date once, when it is this many days away or less (or
   * already past): services/health-due-alerts.ts, every morning at noticeCron (community time).
   */
  noticeDays: 7,
  noticeCron: '0 9 * * *',
} as const;

/** The default due day of an entry of `kind` done on `day`, or '' when the kind has none. */
export function defaultDueOn(kind: HealthKind, day: string): string {
  const days = (DUE_DAYS as Partial<Record<HealthKind, number>>)[kind];
  return days === undefined ? '' : addDays(day, days);
}

export type DueState = 'overdue' | 'soon' | 'later';

/** Where a due day stands on `today`. */
export function dueState(dueOn: string, today: string): DueState {
  if (dueOn < today) return 'overdue';
  return dueOn <= addDays(today, HEALTH.soonDays) ? 'soon' : 'later';
}

/**
 * What a due date belongs to: a later entry of the same kind (and the same vaccine) takes over
 * the earlier one's due date, so recording the booster settles the reminder.
 */
export const dueSeries = (entry: { kind: HealthKind; vaccine: Vaccine | null }): string =>
  entry.kind === 'vacina' ? `vacina:${entry.vaccine ?? 'outra'}` : entry.kind;
