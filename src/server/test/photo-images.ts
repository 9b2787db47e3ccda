import sharp from 'sharp';
import { PhotoError } from '../lib/photos.js';

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
