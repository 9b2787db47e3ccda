import type { Locale } from './constants.js';
import { localDay } from './time.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * When a refused person may try again, the way people say it: "em 5 minutos", "em 2 horas", or
 * for a long wait the day and the clock time in the community's time zone ("amanhã" and "14:00",
 * joined by the caller's text). Pure.
 */
export type RetryWhen = { in: string } | { day: string; time: string };

export function retryWhen(locale: Locale, timeZone: string, now: Date, waitMs: number): RetryWhen {
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  if (minutes < 60) return { in: relative.format(minutes, 'minute') };
  if (waitMs <= 6 * HOUR) return { in: relative.format(Math.ceil(waitMs / HOUR), 'hour') };
  // The clock time rounded up to the minute: never earlier than the wait's end.
  const at = new Date(Math.ceil((now.getTime() + waitMs) / MINUTE) * MINUTE);
  const days = Math.round(
    (Date.parse(localDay(at, timeZone)) - Date.parse(localDay(now, timeZone))) / (24 * HOUR),
  );
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  return { day: relative.format(days, 'day'), time: time.format(at) };
}
