/**
 * The perceptual hash of a photo ("the same picture", PRODUCT.md "Moderation and abuse"): a
 * 64-bit DCT hash (pHash). The photo is shrunk to 32×32, turned to grey, and the 8×8 lowest
 * frequencies of its cosine transform (less the average) are compared with their median: a bit
 * each. A re-encode, a resize or a brightness change leaves the low frequencies alone; a
 * different picture flips about half the bits.
 *
 * Measured here: copies of a photo (WebP at quality 50, half size, 320 px high, cut by 2 % on
 * each side, 10 % brighter) stayed within 10 bits of it (photo-rules.test.ts); the browser's
 * shrink (createImageBitmap, resizeQuality 'high') and sharp's differed by 0–4 bits on ten
 * pictures; sixty demo photos were all at least 14 bits apart. A grid of flat squares is a bad
 * test picture: it lines up with the cosines and many coefficients sit on the median.
 * The server hashes what it stores (sharp shrinks it); the add-cat form hashes the chosen photo the
 * same way in the browser (lib/photo-facts.ts) to warn about a cat already registered with it.
 */

/** The side of the shrunk picture the hash is computed from. */
export const PHOTO_HASH_SIDE = 32;
const LOW = 8;
/** Photos whose hashes differ by at most this many bits are the same picture. */
export const SAME_PICTURE_MAX_BITS = 10;
export const PHOTO_HASH_PATTERN = /^[0-9a-f]{16}$/;

const cosines = Array.from({ length: LOW }, (_, u) =>
  Float64Array.from({ length: PHOTO_HASH_SIDE }, (_, x) =>
    Math.cos(((2 * x + 1) * u * Math.PI) / (2 * PHOTO_HASH_SIDE)),
  ),
);

/**
 * The hash (16 hex digits) of a 32×32 picture given as its pixels row by row, `channels` values
 * each (RGB or RGBA; alpha is ignored).
 */
export function photoHash(pixels: ArrayLike<number>, channels: number): string {
  const side = PHOTO_HASH_SIDE;
  if (pixels.length < side * side * channels) throw new Error('photoHash needs a 32×32 picture');
  const grey = new Float64Array(side * side);
  for (let i = 0; i < grey.length; i++) {
    const at = i * channels;
    grey[i] =
      channels >= 3
        ? 0.299 * pixels[at]! + 0.587 * pixels[at + 1]! + 0.114 * pixels[at + 2]!
        : pixels[at]!;
  }
  const coefficients: number[] = [];
  for (let u = 0; u < LOW; u++) {
    for (let v = 0; v < LOW; v++) {
      if (u === 0 && v === 0) continue; // the average brightness says nothing of the picture
      let sum = 0;
      for (let y = 0; y < side; y++) {
        const row = cosines[u]![y]!;
        for (let x = 0; x < side; x++) sum += grey[y * side + x]! * row * cosines[v]![x]!;
      }
      coefficients.push(sum);
    }
  }
  const median = [...coefficients].sort((a, b) => a - b)[coefficients.length >> 1]!;
  // 63 coefficients: the 64th bit stays 0.
  let high = 0;
  let low = 0;
  coefficients.forEach((value, i) => {
    if (value <= median) return;
    if (i < 32) high |= 1 << (31 - i);
    else low |= 1 << (63 - i);
  });
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return hex(high) + hex(low);
}

const bitCount = (n: number) => {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** How many bits two hashes differ by. */
export function photoHashDistance(a: string, b: string): number {
  const part = (hash: string, from: number) => Number.parseInt(hash.slice(from, from + 8), 16);
  return bitCount(part(a, 0) ^ part(b, 0)) + bitCount(part(a, 8) ^ part(b, 8));
}

export const samePicture = (a: string, b: string) =>
  photoHashDistance(a, b) <= SAME_PICTURE_MAX_BITS;
