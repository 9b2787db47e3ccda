import { describe, expect, it } from 'vitest';
import { formatDistance, movedBeyond, parsePosition, type UserPosition } from './position.js';

describe('location helpers', () => {
  it('accepts only positions with coordinates in range', () => {
    expect(parsePosition({ latitude: 91, longitude: 0 }, 'app')).toBeNull();
    expect(parsePosition({ latitude: 0, longitude: -181 }, 'app')).toBeNull();
    expect(parsePosition({ latitude: Number.NaN, longitude: 0 }, 'app')).toBeNull();
    expect(parsePosition('somewhere', 'ip')).toBeNull();
    expect(parsePosition({ lat: '-23.5', lng: '-46.6' }, 'app')).toEqual({
      latitude: -23.5,
      longitude: -46.6,
      source: 'app',
    });
  });

  it('a position moves for the nearby list only beyond 500 m or from the default', () => {
    const at = (latitude: number, source: UserPosition['source'] = 'browser'): UserPosition => ({
      latitude,
      longitude: -46.6,
      source,
    });
    // 0.004° of latitude ≈ 445 m; 0.005° ≈ 556 m.
    expect(movedBeyond(at(-23.5), at(-23.504), 500)).toBe(false);
    expect(movedBeyond(at(-23.5), at(-23.505), 500)).toBe(true);
    expect(movedBeyond(at(-23.5, 'default'), at(-23.5), 500)).toBe(true);
    expect(movedBeyond(null, at(-23.5), 500)).toBe(true);
    expect(movedBeyond(null, null, 500)).toBe(false);
  });

  it('formats distances for people', () => {
    expect(formatDistance('pt-BR', 347)).toBe('350 m');
    expect(formatDistance('pt-BR', 1234)).toBe('1,2 km');
    expect(formatDistance('en', 1234)).toBe('1.2 km');
    expect(formatDistance('en', 23_456)).toBe('23 km');
    expect(formatDistance('es', 9_960)).toBe('10 km');
    expect(formatDistance('es', 5_050)).toBe('5,1 km');
    expect(formatDistance('pt-BR', 3)).toBe('1 m');
    expect(formatDistance('pt-BR', 996)).toBe('1 km');
    // Beyond 1,000 km the language's digit grouping, as Intl writes it.
    expect(formatDistance('pt-BR', 1_234_567)).toBe('1.235 km');
    expect(formatDistance('en', 1_234_567)).toBe('1,235 km');
  });
});
