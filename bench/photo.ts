/** The bench's upload: a photo-sized JPEG (bench/run.ts, scripts/memory-test.ts). */
import sharp from 'sharp';

/** A 4000×3000 JPEG that compresses like a photo: smooth noise scaled up. */
export function photoLikeJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .resize(4000, 3000, { kernel: 'cubic' })
    .jpeg({ quality: 90 })
    .toBuffer();
}
