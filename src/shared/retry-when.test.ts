import { describe, expect, it } from 'vitest';
import { retryWhen } from './retry-when.js';

const MINUTE = 60_000;
const now = new Date('2026-12-01T17:00:00Z'); // 14:00 in São Paulo
const tz = 'America/Sao_Paulo';

describe('retryWhen', () => {
  it('says minutes, then hours, then the day and the clock time', () => {
    expect(retryWhen('pt-BR', tz, now, 4.2 * MINUTE)).toEqual({ in: 'em 5 minutos' });
    expect(retryWhen('pt-BR', tz, now, 1)).toEqual({ in: 'em 1 minuto' });
    expect(retryWhen('pt-BR', tz, now, 100 * MINUTE)).toEqual({ in: 'em 2 horas' });
    expect(retryWhen('en', tz, now, 100 * MINUTE)).toEqual({ in: 'in 2 hours' });
    expect(retryWhen('es', tz, now, 5 * MINUTE)).toEqual({ in: 'dentro de 5 minutos' });
    expect(retryWhen('pt-BR', tz, now, 1440 * MINUTE)).toEqual({ day: 'amanhã', time: '14:00' });
    expect(retryWhen('en', tz, now, 1440 * MINUTE)).toEqual({ day: 'tomorrow', time: '2:00 PM' });
    expect(retryWhen('es', tz, now, 1440 * MINUTE)).toEqual({ day: 'mañana', time: '14:00' });
    expect(retryWhen('pt-BR', tz, now, 7 * 60 * MINUTE)).toEqual({ day: 'hoje', time: '21:00' });
  });
});
