/** Calendar rules in the community time zone (see docs/rules.md). Pure. */

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' of `date` in time zone `tz`. */
export function localDay(date: Date, tz: string): string {
  let fmt = dayFormatters.get(tz);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(tz, fmt);
  }
  return fmt.format(date);
}

const toUtcNoon = (day: string) => new Date(`${day}T12:00:00Z`);
const fromUtc = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const d = toUtcNoon(day);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** The Monday of the week containing `day`. */
function weekStart(day: string): string {
  const weekday = (toUtcNoon(day).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(day, -weekday);
}

/** Ranking period keys for a ledger row of `day`. */
export function periodKeys(day: string): { all: 'all'; month: string; week: string } {
  return { all: 'all', month: `m:${day.slice(0, 7)}`, week: `w:${weekStart(day)}` };
}

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour (0–23) of `date` on the clocks of time zone `tz`. */
export function localHour(date: Date, tz: string): number {
  let fmt = hourFormatters.get(tz);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', hourCycle: 'h23' });
    hourFormatters.set(tz, fmt);
  }
  return Number(fmt.format(date));
}
