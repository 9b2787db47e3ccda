import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CAT_COLOURS, renderCatPhoto } from './cat-photos.js';

describe('renderCatPhoto', () => {
  it('renders a 1200×900 JPEG for every demo colour', async () => {
    for (const [index, colour] of DEMO_CAT_COLOURS.entries()) {
      const photo = await renderCatPhoto(colour, index);
      const meta = await sharp(photo).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 900]);
    }
  });

  it('varies with the seed and repeats for the same seed', async () => {
    const colour = DEMO_CAT_COLOURS[0];

    const [one, again, other] = await Promise.all([
      renderCatPhoto(colour, 1),
      renderCatPhoto(colour, 1),
      renderCatPhoto(colour, 2),
    ]);

    expect(one.equals(again)).toBe(true);
    expect(one.equals(other)).toBe(false);
  });

  it('offers about ten colours named as people write them', () => {
    const names = DEMO_CAT_COLOURS.map((colour) => colour.name);
    expect(names).toContain('Frajola (preto e branco)');
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(8);
  });
});
