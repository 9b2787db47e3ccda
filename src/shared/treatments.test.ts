import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  doseAt,
  dosesBetween,
  doseState,
  lateUntil,
  roundEnd,
  slotsOf,
  type Schedule,
} from './treatments.js';

const TZ = 'America/Sao_Paulo';
// Every 8 h from 22:00 local (01:00 UTC the next day), for 3 days: 9 doses.
const ROUND: Schedule = {
  startDay: '2026-11-18',
  startMinute: 22 * 60,
  everyHours: 8,
  days: 3,
  endedAt: null,
};
const all = () =>
  dosesBetween(ROUND, new Date('2026-11-01T00:00:00Z'), new Date('2026-12-31T00:00:00Z'), TZ);

describe('a round’s doses', () => {
  it('fall at the same local times every day', () => {
    expect(slotsOf(ROUND)).toEqual([360, 840, 1320]);
    expect(slotsOf({ startMinute: 7 * 60, everyHours: 24 })).toEqual([420]);
  });

  it('are days × 24/N from the first, each window ending at the next dose', () => {
    const doses = all();
    expect(doses).toHaveLength(9);
    expect(doses[0]).toMatchObject({ day: '2026-11-18', minute: 1320 });
    expect(doses[0]!.at.toISOString()).toBe('2026-11-19T01:00:00.000Z');
    expect(doses[0]!.end.toISOString()).toBe('2026-11-19T09:00:00.000Z');
    expect(doses.at(-1)).toMatchObject({ day: '2026-11-21', minute: 840 });
    expect(roundEnd(ROUND, TZ)!.toISOString()).toBe('2026-11-22T01:00:00.000Z');
    for (const [i, dose] of doses.slice(0, -1).entries())
      expect(dose.end).toEqual(doses[i + 1]!.at);
  });

  it('stop at the round’s end when it is ended early', () => {
    const ended = { ...ROUND, endedAt: new Date('2026-11-19T10:00:00Z') };
    expect(
      dosesBetween(ended, new Date('2026-11-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z'), TZ),
    ).toHaveLength(2);
    expect(doseAt(ended, new Date('2026-11-19T17:00:00Z'), TZ)).toBeNull();
    expect(doseAt(ROUND, new Date('2026-11-19T17:00:00Z'), TZ)?.minute).toBe(840);
    expect(doseAt(ROUND, new Date('2026-11-19T17:30:00Z'), TZ)).toBeNull();
  });

  it('are upcoming, open, late for an hour after the window, then missed', () => {
    const [dose] = all();
    const at = (iso: string) => doseState(dose!, false, new Date(iso));
    expect(at('2026-11-19T00:59:59Z')).toBe('upcoming');
    expect(at('2026-11-19T01:00:00Z')).toBe('open');
    expect(at('2026-11-19T09:00:00Z')).toBe('late');
    expect(lateUntil(dose!).toISOString()).toBe('2026-11-19T10:00:00.000Z');
    expect(at('2026-11-19T10:00:00Z')).toBe('missed');
    expect(doseState(dose!, true, new Date('2026-11-20T00:00:00Z'))).toBe('given');
  });

  it('count days from the first, up to the round’s length', () => {
    expect(dayNumber(ROUND, '2026-11-17')).toBe(0);
    expect(dayNumber(ROUND, '2026-11-18')).toBe(1);
    expect(dayNumber(ROUND, '2026-11-20')).toBe(3);
    expect(dayNumber(ROUND, '2026-11-25')).toBe(3);
    expect(dayNumber({ ...ROUND, days: null }, '2026-11-25')).toBe(8);
  });
});
