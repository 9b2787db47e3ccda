import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../shared/avatars.js';
import { avatarSvg, catSvg } from './cat-art.js';

describe('avatarSvg', () => {
  it.each(AVATARS.map((avatar) => avatar.id))('draws a square %s avatar', async (id) => {
    const svg = avatarSvg(id);

    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* viewBox="0 0 300 300"/);
    const { data, info } = await sharp(Buffer.from(svg ?? ''))
      .png()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 300]);
    // A drawing, not a blank square.
    const { channels } = await sharp(data).stats();
    expect(channels.some((channel) => channel.stdev > 20)).toBe(true);
  });

  it('knows nothing of other ids', () => {
    expect(avatarSvg('purple')).toBeUndefined();
    expect(avatarSvg('toString')).toBeUndefined();
    expect(avatarSvg('')).toBeUndefined();
  });

  it('draws each avatar in its own colours', () => {
    const svgs = AVATARS.map((avatar) => avatarSvg(avatar.id));
    expect(new Set(svgs).size).toBe(AVATARS.length);
  });
});

describe('catSvg', () => {
  it('draws every pattern as a landscape picture by default', async () => {
    for (const pattern of ['plain', 'tabby', 'points', 'bicolor'] as const) {
      const svg = catSvg({
        fur: '#e8913a',
        accent: '#faf6ef',
        eyes: '#74b9e3',
        background: '#cfe6dc',
        pattern,
        patches: pattern === 'plain' ? ['#2e2b2c'] : undefined,
        size: 200,
      });
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['svg', 200, 150]);
    }
  });
});
