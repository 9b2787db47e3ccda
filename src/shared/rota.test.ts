import { describe, expect, it } from 'vitest';
import { translatorFor } from '../server/lib/i18n.js';
import { notificationPath, notificationText } from './notification-text.js';
import { occurrencesEndedBetween, weekMonday, zonedInstant } from './rota.js';

describe('rota times in the community time zone', () => {
  it('a local minute of a day is the right instant, across a change of offset', () => {
    expect(zonedInstant('2026-11-19', 7 * 60, 'America/Sao_Paulo').toISOString()).toBe(
      '2026-11-19T10:00:00.000Z',
    );
    // New York: UTC−4 until 1 November 2026, UTC−5 from then.
    expect(zonedInstant('2026-10-31', 8 * 60, 'America/New_York').toISOString()).toBe(
      '2026-10-31T12:00:00.000Z',
    );
    expect(zonedInstant('2026-11-02', 8 * 60, 'America/New_York').toISOString()).toBe(
      '2026-11-02T13:00:00.000Z',
    );
    expect(zonedInstant('2026-11-19', 24 * 60, 'America/Sao_Paulo').toISOString()).toBe(
      '2026-11-20T03:00:00.000Z',
    );
  });

  it('the week starts on the local Monday; a sweep finds the occurrences that ended in its range', () => {
    // 02:00 UTC on Monday is still Sunday 23:00 in São Paulo.
    expect(weekMonday(new Date('2026-11-23T02:00:00Z'), 'America/Sao_Paulo')).toBe('2026-11-16');
    expect(weekMonday(new Date('2026-11-23T03:00:00Z'), 'America/Sao_Paulo')).toBe('2026-11-23');
    const shift = { weekday: 6, startMinute: 23 * 60, endMinute: 24 * 60 };
    const found = occurrencesEndedBetween(
      shift,
      new Date('2026-11-22T00:00:00Z'),
      new Date('2026-11-30T12:00:00Z'),
      'America/Sao_Paulo',
    );
    expect(found.map((o) => [o.day, o.end.toISOString()])).toEqual([
      ['2026-11-22', '2026-11-23T03:00:00.000Z'],
      ['2026-11-29', '2026-11-30T03:00:00.000Z'],
    ]);
  });

  it('the alerts read in every language and open the colony', () => {
    const params = {
      colonyId: 'c1',
      colonyName: 'Coreto',
      weekday: 3,
      startMinute: 420,
      endMinute: 480,
      hours: 24,
    };
    expect(notificationText(translatorFor('pt-BR'), { kind: 'shiftMissed', params })).toBe(
      'O turno (Quinta, 07:00–08:00) de Coreto terminou sem alimentação registrada.',
    );
    expect(notificationText(translatorFor('en'), { kind: 'colonyUnfed', params })).toBe(
      'Coreto has had no feeding recorded for 24 h.',
    );
    expect(notificationText(translatorFor('es'), { kind: 'shiftMissed', params })).toBe(
      'El turno (Jueves, 07:00–08:00) de Coreto terminó sin alimentación registrada.',
    );
    expect(notificationPath({ kind: 'colonyUnfed', catId: null, params })).toBe('/colony/c1');
  });
});
