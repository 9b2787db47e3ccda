import { describe, expect, it } from 'vitest';
import { dayFromInput, dayPlaceholder, dayToInput, timeFromInput } from './day-input.js';

describe('date fields in the user’s language', () => {
  it('show and read day/month/year in pt-BR and es, month/day/year in en', () => {
    expect(dayPlaceholder('pt-BR')).toBe('dd/mm/aaaa');
    expect(dayPlaceholder('es')).toBe('dd/mm/aaaa');
    expect(dayPlaceholder('en')).toBe('mm/dd/yyyy');
    expect(dayToInput('pt-BR', '2026-11-03')).toBe('03/11/2026');
    expect(dayToInput('en', '2026-11-03')).toBe('11/03/2026');
    expect(dayFromInput('pt-BR', '03/11/2026')).toBe('2026-11-03');
    expect(dayFromInput('es', '3-11-26')).toBe('2026-11-03');
    expect(dayFromInput('en', '11/03/2026')).toBe('2026-11-03');
  });

  it('refuses what is not a day', () => {
    for (const text of ['', '03/11', '31/02/2026', '00/11/2026', '03/13/2026', 'amanhã']) {
      expect(dayFromInput('pt-BR', text), text).toBeNull();
    }
  });
});

describe('time fields', () => {
  it('read 24 h times as people type them', () => {
    expect(timeFromInput('7:30')).toBe('07:30');
    expect(timeFromInput('07h30')).toBe('07:30');
    expect(timeFromInput('0730')).toBe('07:30');
    expect(timeFromInput('19')).toBe('19:00');
    expect(timeFromInput('19h')).toBe('19:00');
    expect(timeFromInput('23:59')).toBe('23:59');
  });

  it('refuses what is not a time', () => {
    for (const text of ['', '24:00', '7:60', 'sete', '7:3']) {
      expect(timeFromInput(text), text).toBeNull();
    }
  });
});
