import { dateFormat } from './formats.js';

/** 'YYYY-MM-DD' days (dates without a time) as people read them: 18/11/2026 in pt-BR. */
export const formatDay = (locale: string, day: string): string =>
  dateFormat(locale, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));

// The device's calendar days follow a phone that changed time zones while the app stayed open.

/** Today on this device's calendar, 'YYYY-MM-DD'. */
export const todayOnDevice = (): string => new Date().toLocaleDateString('en-CA');

/** The device's calendar day of an instant, 'YYYY-MM-DD'. */
export const dayOnDevice = (iso: string): string => new Date(iso).toLocaleDateString('en-CA');

/** The cat page with its TNR form open on `step`. */
export const tnrStepPath = (catId: string, step: string): string =>
  `/cat/${catId}?tnr=${encodeURIComponent(step)}#tnr`;
