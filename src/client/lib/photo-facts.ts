import { PHOTO_HASH_SIDE, photoHash } from '../../shared/photo-hash.js';

export interface PhotoFacts {
  /** Pixels on the short side, orientation applied. */
  shortSide: number;
  /** The perceptual hash the server computes too (shared/photo-hash.ts). */
  hash: string;
}

/**
 * What the pickers need to know of a chosen photo before it is sent: whether it is big enough and
 * which picture it is. 'notImage' when this browser cannot decode it (a text file named .jpg); null
 * when it cannot tell (no createImageBitmap, no canvas), and the server decides. The browser shrinks
 * it to 32×32 with its best filter, as sharp does on the server.
 */
export async function photoFacts(file: Blob): Promise<PhotoFacts | 'notImage' | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return 'notImage';
  }
  try {
    const small = await createImageBitmap(bitmap, {
      resizeWidth: PHOTO_HASH_SIDE,
      resizeHeight: PHOTO_HASH_SIDE,
      resizeQuality: 'high',
    });
    const canvas = document.createElement('canvas');
    canvas.width = PHOTO_HASH_SIDE;
    canvas.height = PHOTO_HASH_SIDE;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(small, 0, 0);
    small.close();
    const { data } = context.getImageData(0, 0, PHOTO_HASH_SIDE, PHOTO_HASH_SIDE);
    return { shortSide: Math.min(bitmap.width, bitmap.height), hash: photoHash(data, 4) };
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}
