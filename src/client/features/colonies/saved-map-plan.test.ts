import { describe, expect, it } from 'vitest';
import {
  areaTiles,
  averageSizes,
  choosePlan,
  countTiles,
  estimate,
  megabytes,
  sampleTiles,
  SAVED_MAP_MIN_ZOOM,
  tilesUpTo,
} from './saved-map-plan.js';

/** A privacy cell of about 500 m in São Paulo, and the one east of it. */
const se = { south: -23.555, north: -23.55, west: -46.635, east: -46.63 };
const east = { ...se, west: -46.63, east: -46.625 };
const key = (t: { z: number; x: number; y: number }) => `${t.z}/${t.x}/${t.y}`;

describe('the tiles of a colony’s area', () => {
  it('covers the cell and 2 km around it, in the tiles that hold those places', () => {
    // At zoom 10 a tile is about 36 km wide here; São Paulo's tile ends at 23.564° S, and 2 km
    // south of the cell (23.573° S) is in the tile below it.
    expect(areaTiles([se], 10).map(key)).toEqual(['10/379/580', '10/379/581']);
    expect(areaTiles([{ ...se, south: -23.5, north: -23.495 }], 10).map(key)).toEqual([
      '10/379/580',
    ]);
    // At zoom 16 a tile is about 560 m wide: the cell (≈ 510 m) and 2 km each side take ≈ 8 columns.
    const deep = areaTiles([se], 16);
    const columns = new Set(deep.map((t) => t.x));
    expect(columns.size).toBeGreaterThanOrEqual(8);
    expect(columns.size).toBeLessThanOrEqual(10);
    // The tile under the cell's middle is among them.
    expect(deep.map(key)).toContain('16/24278/37181');
  });

  it('counts a tile shared by two cells once, and counts what it lists', () => {
    const one = countTiles([se], 16);
    const both = countTiles([se, east], 16);
    expect(both).toBeGreaterThan(one);
    expect(both).toBeLessThan(2 * one);
    const listed = areaTiles([se, east], 16);
    expect(listed).toHaveLength(both);
    expect(new Set(listed.map(key)).size).toBe(both);
  });

  it('lists every zoom from the widest to the deepest asked for', () => {
    const tiles = tilesUpTo([se], 13);
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([10, 11, 12, 13]));
    expect(tiles[0]!.z).toBe(SAVED_MAP_MIN_ZOOM);
  });

  it('wraps an area across the antimeridian to the first columns', () => {
    const edge = { south: 10, north: 10.005, west: 179.995, east: 180 };
    const xs = new Set(areaTiles([edge], 14).map((t) => t.x));
    expect(xs.has(0)).toBe(true);
    expect(xs.has(2 ** 14 - 1)).toBe(true);
  });

  it('measures a few tiles of each zoom, inside the area', () => {
    const samples = sampleTiles([se, east], 16);
    expect(samples.filter((t) => t.z === 16)).toHaveLength(2);
    expect(samples.filter((t) => t.z === 10)).toHaveLength(1);
    for (const sample of samples) {
      expect(areaTiles([se, east], sample.z).map(key)).toContain(key(sample));
    }
  });
});

describe('the size before saving', () => {
  it('averages the measured tiles of each zoom, a zoom not measured taking the nearest one’s', () => {
    const sizeAt = averageSizes([
      { z: 12, bytes: 10_000 },
      { z: 12, bytes: 20_000 },
      { z: 16, bytes: 40_000 },
    ]);
    expect(sizeAt(12)).toBe(15_000);
    expect(sizeAt(10)).toBe(15_000);
    expect(sizeAt(17)).toBe(40_000);
    expect(averageSizes([])(12)).toBe(0);
  });

  it('is the tiles of every zoom times their measured size', () => {
    const sizeAt = (z: number) => (z < 14 ? 5_000 : 20_000);
    let tiles = 0;
    let bytes = 0;
    for (let z = 10; z <= 16; z++) {
      tiles += countTiles([se], z);
      bytes += countTiles([se], z) * sizeAt(z);
    }
    expect(estimate([se], 16, sizeAt)).toEqual({ tiles, bytes });
  });
});

describe('the deepest zoom under 50 MB', () => {
  it('takes the zoom of the setting when the area fits', () => {
    const plan = choosePlan([se], 17, () => 20_000);
    expect(plan).toEqual({ maxZoom: 17, ...estimate([se], 17, () => 20_000) });
    expect(plan!.bytes).toBeLessThanOrEqual(50_000_000);
  });

  it('stops a zoom earlier when the deeper one would pass the budget', () => {
    const at17 = estimate([se], 17, () => 20_000).bytes;
    const at16 = estimate([se], 16, () => 20_000).bytes;
    expect(choosePlan([se], 17, () => 20_000, at17 - 1)?.maxZoom).toBe(16);
    expect(choosePlan([se], 17, () => 20_000, at16 - 1)?.maxZoom).toBe(15);
  });

  it('goes down until it fits with heavy tiles, and gives up when even the widest zoom does not', () => {
    // Tiles of 2 MB: zoom 19 is thousands of them; zoom 12 and wider are a handful.
    const plan = choosePlan([se], 19, () => 2_000_000);
    expect(plan!.maxZoom).toBeLessThan(15);
    expect(plan!.bytes).toBeLessThanOrEqual(50_000_000);
    expect(choosePlan([se], 19, () => 60_000_000)).toBeNull();
  });

  it('counts a colony of cells far apart without listing millions of tiles', () => {
    const far = Array.from({ length: 40 }, (_, i) => ({
      south: -23.555 + i * 0.5,
      north: -23.55 + i * 0.5,
      west: -46.635 + i * 0.5,
      east: -46.63 + i * 0.5,
    }));
    expect(countTiles(far, 19)).toBeGreaterThan(100_000);
    expect(choosePlan(far, 19, () => 15_000)!.maxZoom).toBeLessThan(16);
  });
});

describe('sizes as shown', () => {
  it('are decimal megabytes, one decimal under 10, in the reader’s language', () => {
    expect(megabytes('pt-BR', 12_345_678)).toBe('12 MB');
    expect(megabytes('pt-BR', 9_812_000)).toBe('9,8 MB');
    expect(megabytes('en', 9_812_000)).toBe('9.8 MB');
    expect(megabytes('es', 30_000)).toBe('0,1 MB');
  });
});
