import sharp from 'sharp';
import { LIMITS } from '../../shared/constants.js';
import { mulberry32 } from '../lib/cat-art-parts.js';
import { PhotoError } from '../lib/photos.js';

/**
 * A picture of its own for each seed (blobs of colour drawn from the seed), as big as a cat's
 * photo must be: two seeds are never the same picture to the perceptual hash, one seed always is.
 * (A grid of flat squares would not do: it lines up with the cosines the hash is made of, and
 * many of its coefficients sit on the median.)
 */
export function picture(seed: number, width = 400, height: number = LIMITS.photoMinShortSide) {
  const random = mulberry32(Math.imul(seed + 1, 0x9e3779b1));
  const colour = () =>
    `#${Math.floor(random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`;
  const blobs = Array.from({ length: 12 }, () => {
    const r = ((0.1 + random() / 3) * Math.min(width, height)).toFixed(0);
    const [cx, cy] = [random() * width, random() * height].map((v) => v.toFixed(0));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour()}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour()}"/>${blobs.join('')}</svg>`;
  return sharp(Buffer.from(svg));
}

/** An image with some structure (a dark block on a warm background), so encoders have work to do. */
export const gradient = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="0" y="0" width="${width / 2}" height="${height / 3}" fill="#224"/></svg>`,
      ),
    },
  ]);

/** The code of the PhotoError a promise rejects with; anything else fails the test. */
export const photoErrorCode = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PhotoError) return error.code;
    throw error;
  }
  throw new Error('expected a PhotoError');
};
