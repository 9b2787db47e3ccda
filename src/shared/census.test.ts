import { describe, expect, it } from 'vitest';
import { readOtherCats } from './census.js';

describe('"Outros gatos vistos" as typed', () => {
  it('is a whole number from 0 to 100; an empty field is no answer', () => {
    expect(readOtherCats(' 0 ')).toBe(0);
    expect(readOtherCats('12')).toBe(12);
    expect(readOtherCats('100')).toBe(100);
    expect(readOtherCats('')).toBe('empty');
    expect(readOtherCats('   ')).toBe('empty');
    for (const bad of ['101', '-1', '2.5', 'três', '1e2', '0x1']) {
      expect(readOtherCats(bad), bad).toBe('invalid');
    }
  });
});
