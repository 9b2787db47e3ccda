import { useEffect, useState } from 'react';
import { relativeFormat } from './formats.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * How long ago `then` was, in the reader's language ("há 3 h", "3 hr. ago", "hace 3 h"), in the
 * largest whole unit that fits; null under a minute (or a clock a little ahead), which the caller
 * words itself ("agora mesmo").
 */
export function timeAgo(locale: string, then: Date, now: Date): string | null {
  const elapsed = now.getTime() - then.getTime();
  if (!(elapsed >= MINUTE)) return null;
  const format = relativeFormat(locale, { numeric: 'always', style: 'short' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return null;
}

/** The current time, again every minute (so "há 3 min" does not stand still on an open page). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
