import { catSvg, type CatPattern } from '../lib/cat-art.js';
import { mulberry32, shade } from '../lib/cat-art-parts.js';
import { loadSharp } from '../lib/photos.js';

export interface DemoCatColour {
  name: string;
  fur: string;
  accent: string;
  eyes: string;
  pattern: CatPattern;
  patches?: readonly string[];
}

const PHOTO_WIDTH = 1200;
const PHOTO_HEIGHT = 900;

const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

export const DEMO_CAT_COLOURS = [
  { name: 'Laranja', fur: '#e8913a', accent: '#c4661c', eyes: '#e2b32c', pattern: 'tabby' },
  { name: 'Preto', fur: '#2b2a30', accent: '#3a3940', eyes: '#e9c333', pattern: 'plain' },
  { name: 'Branco', fur: '#f7f4ee', accent: '#e8e1d6', eyes: '#74b9e3', pattern: 'plain' },
  { name: 'Cinza', fur: '#8d949e', accent: '#70777f', eyes: '#9dc24c', pattern: 'plain' },
  {
    name: 'Tricolor',
    fur: '#e58c38',
    accent: '#faf6ef',
    eyes: '#d9a62a',
    pattern: 'bicolor',
    patches: ['#2e2b2c'],
  },
  {
    name: 'Frajola (preto e branco)',
    fur: '#2a292e',
    accent: '#f8f5ef',
    eyes: '#a9cb4d',
    pattern: 'bicolor',
  },
  {
    name: 'Rajado (tigrado)',
    fur: '#9c8770',
    accent: '#4f4337',
    eyes: '#9bb64a',
    pattern: 'tabby',
  },
  { name: 'Siamês', fur: '#f0e4d0', accent: '#5b4537', eyes: '#4f9bd9', pattern: 'points' },
  {
    name: 'Amarelo e branco',
    fur: '#eeb45e',
    accent: '#fbf7ef',
    eyes: '#d7a32a',
    pattern: 'bicolor',
  },
  {
    name: 'Escaminha',
    fur: '#2f2a28',
    accent: '#3a3230',
    eyes: '#dfa53a',
    pattern: 'plain',
    patches: ['#b8642b', '#7e4320'],
  },
] as const satisfies readonly DemoCatColour[];

const BACKGROUNDS = [
  '#cfe6dc',
  '#f6dcc4',
  '#d6e2f3',
  '#f3d6dc',
  '#e6e0f4',
  '#f4ecc6',
  '#cfe3ea',
  '#e2ecd0',
];

/**
 * A demo photo: the drawn cat, framed as a person would (closer or farther, off centre, seen from
 * either side). The same drawing framed the same way would be one picture to the perceptual hash
 * (shared/photo-hash.ts); framed like this, 60 demo photos were all more than 10 bits apart.
 */
export async function renderCatPhoto(
  colour: (typeof DEMO_CAT_COLOURS)[number],
  seed: number,
  width: number = PHOTO_WIDTH,
): Promise<Buffer> {
  const random = mulberry32(Math.imul(seed, 0x85ebca6b) ^ 0x5bd1e995);
  const eyeChoices = [
    colour.eyes,
    colour.eyes,
    shade(colour.eyes, 0.15),
    shade(colour.eyes, -0.12),
  ];
  const svg = catSvg({
    ...colour,
    eyes: pick(random, eyeChoices),
    background: pick(random, BACKGROUNDS),
    pose: seed,
    size: 400,
  });
  const height = Math.round((width * PHOTO_HEIGHT) / PHOTO_WIDTH);
  const zoom = 1.2 + random();
  const drawnWidth = Math.round(width * zoom);
  const drawnHeight = Math.round(height * zoom);
  const sharp = await loadSharp();
  const drawn = await sharp(Buffer.from(svg), { density: (72 * drawnWidth) / 400 })
    .resize(drawnWidth, drawnHeight)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const framed = sharp(drawn.data, { raw: drawn.info }).extract({
    left: Math.floor(random() * (drawnWidth - width)),
    top: Math.floor(random() * (drawnHeight - height)),
    width,
    height,
  });
  return (random() < 0.5 ? framed.flop() : framed).jpeg({ quality: 86 }).toBuffer();
}
