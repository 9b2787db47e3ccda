import { describe, expect, it } from 'vitest';
import {
  CELL_DEG,
  EARTH_RADIUS_M,
  GRID_COLS,
  GRID_ROWS,
  cellOf,
  distanceMeters,
  normalizeLng,
  offsetPoint,
} from './geo.js';

const METRES_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

describe('distanceMeters', () => {
  it('measures a degree of latitude, nothing for the same point, and is symmetric', () => {
    expect(distanceMeters(0, 0, 1, 0)).toBeCloseTo(METRES_PER_DEGREE, 3);
    expect(distanceMeters(-23.5505, -46.6333, -23.5505, -46.6333)).toBe(0);
    const there = distanceMeters(-23.5505, -46.6333, -22.9068, -43.1729);
    expect(there).toBeCloseTo(distanceMeters(-22.9068, -43.1729, -23.5505, -46.6333), 6);
    // São Paulo to Rio de Janeiro, about 361 km in a straight line.
    expect(there / 1000).toBeGreaterThan(355);
    expect(there / 1000).toBeLessThan(365);
  });

  it('takes the short way across the antimeridian', () => {
    expect(distanceMeters(0, 179.9995, 0, -179.9995)).toBeCloseTo(0.001 * METRES_PER_DEGREE, 3);
  });
});

describe('offsetPoint', () => {
  it('lands exactly hypot(north, east) metres away, in the right direction', () => {
    for (const [lat, lng] of [
      [-23.5505, -46.6333],
      [0, 179.9999],
      [60, -10],
      [-89.999, 0],
    ] as const) {
      for (const [north, east] of [
        [100, 0],
        [0, 250],
        [-120, -90],
        [177, -177],
      ] as const) {
        const p = offsetPoint(lat, lng, north, east);
        expect(distanceMeters(lat, lng, p.latitude, p.longitude)).toBeCloseTo(
          Math.hypot(north, east),
          4,
        );
        expect(p.longitude).toBeGreaterThanOrEqual(-180);
        expect(p.longitude).toBeLessThan(180);
      }
    }
    const north = offsetPoint(-23.5505, -46.6333, 1000, 0);
    expect(north.latitude).toBeCloseTo(-23.5505 + 1000 / METRES_PER_DEGREE, 9);
    expect(north.longitude).toBeCloseTo(-46.6333, 9);
    const east = offsetPoint(-23.5505, -46.6333, 0, 1000);
    expect(east.longitude).toBeGreaterThan(-46.6333);
    expect(east.latitude).toBeCloseTo(-23.5505, 4);
  });

  it('wraps past the antimeridian and leaves a zero offset alone', () => {
    expect(offsetPoint(0, 179.9999, 0, 100).longitude).toBeLessThan(-179.99);
    expect(offsetPoint(12.5, 45, 0, 0)).toEqual({ latitude: 12.5, longitude: 45 });
    expect(normalizeLng(180)).toBe(-180);
    expect(normalizeLng(-190)).toBe(170);
  });
});

describe('cellOf', () => {
  it('gives points of one cell one key, and neighbouring cells different keys', () => {
    const base = cellOf(-23.5505, -46.6333);
    expect(Number.isSafeInteger(base)).toBe(true);
    expect(cellOf(-23.5501, -46.6339)).toBe(base);
    expect(cellOf(-23.5505, -46.6333 + CELL_DEG)).toBe(base + 1);
    expect(cellOf(-23.5505 + CELL_DEG, -46.6333)).toBe(base + GRID_COLS);
  });

  it('is unique worldwide: same cell index in another row, column or hemisphere differs', () => {
    const keys = new Set<number>();
    for (const lat of [-89.9995, -45.0005, -0.0005, 0.0005, 45.0005, 89.9995]) {
      for (const lng of [-179.9995, -90.0005, -0.0005, 0.0005, 90.0005, 179.9995]) {
        keys.add(cellOf(lat, lng));
      }
    }
    expect(keys.size).toBe(36);
  });

  it('stays inside the grid at the poles and the antimeridian', () => {
    expect(cellOf(90, 0)).toBe(cellOf(89.99999, 0));
    expect(cellOf(-90, -180)).toBe(0);
    expect(cellOf(0, 180)).toBe(cellOf(0, -180));
    expect(cellOf(90, 179.99999)).toBe(GRID_ROWS * GRID_COLS - 1);
  });
});
