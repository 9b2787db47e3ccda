// Draws the installable app's icons once from the splash cat; the PNGs are committed.
// Run with `npx tsx scripts/app-icons.ts` after changing the drawing.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = join(import.meta.dirname, '..', 'src', 'client', 'public', 'icons');
const CREAM = '#fff8ef';

/** The splash cat (120×120 drawing), placed in a square of `size` at `scale` of it. */
function iconSvg(size: number, scale: number, rounded: boolean) {
  const drawn = size * scale;
  const offset = (size - drawn) / 2;
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${CREAM}"/>
  <g transform="translate(${offset} ${offset}) scale(${drawn / 120})">
    <path d="M86 100c20 0 26-24 12-34" fill="none" stroke="#e0782f" stroke-width="9" stroke-linecap="round"/>
    <ellipse cx="60" cy="88" rx="29" ry="25" fill="#f08a3c"/>
    <ellipse cx="60" cy="94" rx="15" ry="15" fill="#ffe3c7"/>
    <path d="M38 40l-3-24 19 12zM82 40l3-24-19 12z" fill="#f08a3c"/>
    <path d="M40 34l-1.5-13 10 7zM80 34l1.5-13-10 7z" fill="#ffb48a"/>
    <circle cx="60" cy="50" r="25" fill="#f08a3c"/>
    <path d="M60 26v8M52 27.5l2 6M68 27.5l-2 6" stroke="#c9611d" stroke-width="3" stroke-linecap="round"/>
    <ellipse cx="51" cy="50" rx="3.2" ry="4.2" fill="#2d2219"/>
    <ellipse cx="69" cy="50" rx="3.2" ry="4.2" fill="#2d2219"/>
    <circle cx="45" cy="58" r="3.5" fill="#ffb48a" opacity="0.8"/>
    <circle cx="75" cy="58" r="3.5" fill="#ffb48a" opacity="0.8"/>
    <path d="M57 56.5h6l-3 3.2z" fill="#e86a7a"/>
    <path d="M60 59.7q-2.5 4-6 2M60 59.7q2.5 4 6 2M40 54l-12-2M40 58l-12 2M80 54l12-2M80 58l12 2" fill="none" stroke="#2d2219" stroke-width="1.6" stroke-linecap="round"/>
    <ellipse cx="50" cy="111" rx="8" ry="4.5" fill="#ffe3c7"/>
    <ellipse cx="70" cy="111" rx="8" ry="4.5" fill="#ffe3c7"/>
  </g>
</svg>`;
}

// A maskable icon keeps its drawing inside the central 80% circle that every launcher shows.
const ICONS = [
  { file: 'icon-192.png', size: 192, scale: 0.86, rounded: true },
  { file: 'icon-512.png', size: 512, scale: 0.86, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.62, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, scale: 0.8, rounded: false },
];

mkdirSync(OUT, { recursive: true });
for (const { file, size, scale, rounded } of ICONS) {
  await sharp(Buffer.from(iconSvg(size, scale, rounded)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(OUT, file));
  console.log(`${file} ${size}×${size}`);
}
