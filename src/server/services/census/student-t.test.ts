import { describe, expect, it } from 'vitest';
import { normalQuantile, studentTQuantile } from './student-t.js';

// Table values: Student's t two-sided 95 % and 99 % points (Fisher & Yates; R's qt to 4 decimals),
// and the normal quantiles every table prints.
describe('normalQuantile', () => {
  it.each([
    [0.5, 0],
    [0.975, 1.959964],
    [0.995, 2.575829],
    [0.9, 1.281552],
    [0.01, -2.326348],
    [0.001, -3.090232],
  ])('Φ⁻¹(%f) = %f', (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 5);
  });
});

describe('studentTQuantile (Hill 1970)', () => {
  it.each([
    [1, 12.7062],
    [2, 4.3027],
    [3, 3.1824],
    [4, 2.7764],
    [5, 2.5706],
    [6, 2.4469],
    [9, 2.2622],
    [14, 2.1448],
    [19, 2.093],
    [29, 2.0452],
    [39, 2.0227],
    [60, 2.0003],
    [120, 1.9799],
  ])('t(0.975, %i) = %f', (df, t) => {
    expect(studentTQuantile(0.975, df)).toBeCloseTo(t, 3);
  });

  it.each([
    [2, 9.9248],
    [5, 4.0321],
    [10, 3.1693],
    [30, 2.75],
  ])('t(0.995, %i) = %f', (df, t) => {
    expect(studentTQuantile(0.995, df)).toBeCloseTo(t, 3);
  });

  it('is symmetric and tends to the normal', () => {
    expect(studentTQuantile(0.025, 7)).toBeCloseTo(-studentTQuantile(0.975, 7), 10);
    expect(studentTQuantile(0.975, 100_000)).toBeCloseTo(1.96, 3);
  });

  it('refuses what has no quantile', () => {
    expect(() => studentTQuantile(1, 5)).toThrow(RangeError);
    expect(() => studentTQuantile(0.975, 0)).toThrow(RangeError);
  });
});
