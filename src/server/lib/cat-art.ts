import type { AvatarId } from '../../shared/avatars.js';
import { loadSharp } from './photos.js';

export type CatPattern = 'plain' | 'tabby' | 'points' | 'bicolor';

export interface CatArtOptions {
  fur: string;
  /** Markings: tabby stripes, siamese points, or the white of a bicolor. */
  accent: string;
  eyes: string;
  background: string;
  pattern?: CatPattern;
  /** Extra fur patches over the base coat (calico, tortoiseshell). */
  patches?: readonly string[];
  /** Any integer; picks head tilt, gaze, expression and tail side. */
  pose?: number;
  /** Rendered width in pixels. */
  size?: number;
  shape?: 'landscape' | 'square';
}

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

const n = (value: number): string => String(Math.round(value * 10) / 10);

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

function hexToRgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value;
  const int = Number.parseInt(full, 16);
  return [(int >> 16) & 255, (int >> 8) & 255, int & 255];
}

/** Mixes towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  return `#${hexToRgb(hex)
    .map((c) => Math.round(c + (target - c) * k))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

const luminance = (hex: string): number => {
  const [r, g, b] = hexToRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

// Head outline, centred on the origin: wider than tall, with soft cheek tufts.
const HEAD =
  'M0,-84 C52,-84 96,-62 106,-20 C110,0 110,20 120,40 C110,43 104,48 100,56 C88,80 52,94 0,94 C-52,94 -88,80 -100,56 C-104,48 -110,43 -120,40 C-110,20 -110,0 -106,-20 C-96,-62 -52,-84 0,-84 Z';
const BODY =
  'M-62,50 C-112,78 -142,150 -150,232 L-154,330 L154,330 L150,232 C142,150 112,78 62,50 Z';

function ear(side: 1 | -1, lift: number): { outer: string; inner: string } {
  const x = (v: number) => n(v * side);
  const tx = 100 + lift * 5;
  const ty = -130 - lift * 5;
  return {
    outer: `M${x(104)},-30 C${x(106)},-62 ${x(tx + 2)},${n(ty + 36)} ${x(tx + 1)},${n(ty + 8)} Q${x(tx)},${n(ty - 2)} ${x(tx - 9)},${n(ty + 3)} C${x(tx - 32)},${n(ty + 20)} ${x(50)},-94 ${x(26)},-82 Z`,
    inner: `M${x(92)},-52 C${x(94)},-74 ${x(tx - 3)},${n(ty + 44)} ${x(tx - 5)},${n(ty + 20)} C${x(tx - 24)},${n(ty + 32)} ${x(64)},-92 ${x(48)},-84 Z`,
  };
}

const WHISKERS = [
  'M30,42 C60,34 88,30 120,28',
  'M32,48 C62,46 92,48 124,52',
  'M30,54 C58,58 84,66 112,76',
];
const WHISKER_DOTS: readonly (readonly [number, number])[] = [
  [16, 40],
  [24, 46],
  [14, 50],
];

interface Pose {
  tilt: number;
  gazeX: number;
  gazeY: number;
  blink: boolean;
  earLift: number;
  tongue: boolean;
  tailSide: 1 | -1;
}

function poseFor(pose: number): Pose {
  const random = mulberry32(Math.imul(pose, 0x9e3779b1) + 17);
  return {
    tilt: (random() - 0.5) * 18,
    gazeX: (random() - 0.5) * 8,
    gazeY: (random() - 0.5) * 4,
    blink: random() < 0.18,
    earLift: random() * 2 - 1,
    tongue: random() < 0.12,
    tailSide: random() < 0.5 ? -1 : 1,
  };
}

function eye(side: 1 | -1, o: CatArtOptions, pose: Pose, lids: string): string {
  const cx = 44 * side;
  const cy = -8;
  if (pose.blink) {
    return `<path d="M${n(cx - 22)},${n(cy + 2)} Q${n(cx)},${n(cy + 16)} ${n(cx + 22)},${n(cy + 2)}" fill="none" stroke="${lids}" stroke-width="5" stroke-linecap="round"/>`;
  }
  const px = cx + pose.gazeX;
  const py = cy + 2 + pose.gazeY;
  return [
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="25" ry="24" fill="${shade(o.eyes, -0.35)}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="22" ry="21" fill="${o.eyes}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy + 7)}" rx="16" ry="11" fill="${shade(o.eyes, 0.3)}" opacity="0.6"/>`,
    `<ellipse cx="${n(px)}" cy="${n(py)}" rx="10" ry="16" fill="#1d1a1c"/>`,
    `<circle cx="${n(px + 6)}" cy="${n(py - 8)}" r="5.5" fill="#fff"/>`,
    `<circle cx="${n(px - 5)}" cy="${n(py + 8)}" r="2.5" fill="#fff" opacity="0.8"/>`,
  ].join('');
}

function tabbyHead(stripe: string): string {
  const forehead = [
    'M0,-82 C-5,-70 -4,-58 0,-48 C4,-58 5,-70 0,-82 Z',
    'M-24,-80 C-30,-68 -28,-58 -20,-50 C-19,-62 -18,-72 -16,-81 Z',
    'M24,-80 C30,-68 28,-58 20,-50 C19,-62 18,-72 16,-81 Z',
  ];
  const cheeks = [1, -1].flatMap((side) => [
    `M${106 * side},2 C${92 * side},2 ${80 * side},6 ${72 * side},12 C${82 * side},12 ${94 * side},12 ${107 * side},12 Z`,
    `M${109 * side},22 C${96 * side},22 ${86 * side},26 ${78 * side},32 C${88 * side},32 ${98 * side},32 ${110 * side},32 Z`,
    `M${72 * side},-44 C${82 * side},-38 ${88 * side},-32 ${92 * side},-24 C${84 * side},-28 ${76 * side},-34 ${66 * side},-40 Z`,
  ]);
  return [...forehead, ...cheeks]
    .map((d) => `<path d="${d}" fill="${stripe}" opacity="0.85"/>`)
    .join('');
}

function tabbyBody(stripe: string): string {
  return [1, -1]
    .flatMap((side) =>
      [110, 150, 190].map(
        (y, i) =>
          `<path d="M${(150 - i * 2) * side},${y - 14} C${(118 - i * 4) * side},${y - 6} ${(100 - i * 6) * side},${y + 2} ${(88 - i * 6) * side},${y + 12} C${(106 - i * 4) * side},${y + 8} ${(124 - i * 2) * side},${y + 4} ${(154 - i * 2) * side},${y + 2} Z" fill="${stripe}" opacity="0.8"/>`,
      ),
    )
    .join('');
}

function patchesOnHead(colours: readonly string[], random: () => number): string {
  const spots = [
    { x: -70, y: -50, rx: 50, ry: 42 },
    { x: 78, y: 30, rx: 42, ry: 38 },
    { x: 60, y: -62, rx: 40, ry: 30 },
    { x: -84, y: 44, rx: 34, ry: 30 },
  ];
  return spots
    .map((spot, i) => {
      const colour = colours[i % colours.length];
      if (colour === undefined) return '';
      const rot = Math.round(random() * 60 - 30);
      return `<ellipse cx="${spot.x}" cy="${spot.y}" rx="${spot.rx}" ry="${spot.ry}" transform="rotate(${rot} ${spot.x} ${spot.y})" fill="${colour}"/>`;
    })
    .join('');
}

function patchesOnBody(colours: readonly string[]): string {
  const spots = [
    { x: 120, y: 150, rx: 56, ry: 70 },
    { x: -130, y: 230, rx: 60, ry: 60 },
  ];
  return spots
    .map((spot, i) => {
      const colour = colours[(i + 1) % colours.length];
      return colour === undefined
        ? ''
        : `<ellipse cx="${spot.x}" cy="${spot.y}" rx="${spot.rx}" ry="${spot.ry}" fill="${colour}"/>`;
    })
    .join('');
}

function tail(colour: string, side: 1 | -1): string {
  return `<path transform="scale(${side} 1)" d="M120,250 C190,250 214,200 206,150 C200,112 214,90 232,84" fill="none" stroke="${colour}" stroke-width="30" stroke-linecap="round"/>`;
}

function backdrop(width: number, height: number, colour: string, landscape: boolean): string {
  const floorY = height * 0.78;
  return [
    `<rect width="${width}" height="${height}" fill="${colour}"/>`,
    `<circle cx="${n(width * 0.18)}" cy="${n(height * 0.2)}" r="${n(height * 0.32)}" fill="${shade(colour, 0.18)}" opacity="0.7"/>`,
    `<circle cx="${n(width * 0.86)}" cy="${n(height * 0.34)}" r="${n(height * 0.22)}" fill="${shade(colour, 0.12)}" opacity="0.7"/>`,
    landscape
      ? `<rect y="${n(floorY)}" width="${width}" height="${n(height - floorY)}" fill="${shade(colour, -0.08)}"/>`
      : '',
  ].join('');
}

export function catSvg(options: CatArtOptions): string {
  const o = options;
  const pattern = o.pattern ?? 'plain';
  const landscape = o.shape !== 'square';
  const [width, height] = landscape ? [400, 300] : [300, 300];
  const size = o.size ?? width;
  const pose = poseFor(o.pose ?? 0);
  const random = mulberry32(Math.imul(o.pose ?? 0, 31) + 5);
  const [cx, cy, scale] = landscape ? [200, 128, 0.8] : [150, 142, 0.86];

  const dark = luminance(o.fur) < 0.3;
  const pointed = pattern === 'points';
  const bicolor = pattern === 'bicolor';
  const earFur = pointed ? o.accent : o.fur;
  const innerEar = dark ? '#b9787f' : '#f2a7ae';
  const muzzle = bicolor
    ? o.accent
    : pointed
      ? shade(o.accent, 0.18)
      : shade(o.fur, dark ? 0.12 : 0.35);
  const nose = dark || pointed ? '#4a3a3f' : '#e5838f';
  const line = pointed ? shade(o.accent, -0.55) : shade(o.fur, dark ? -0.5 : -0.62);
  const whisker = dark || pointed ? 'rgba(255,255,255,0.8)' : 'rgba(60,45,40,0.55)';
  const lids = dark ? '#111' : pointed ? line : shade(o.fur, -0.55);
  const patches = o.patches ?? [];

  const leftEar = ear(-1, pose.earLift);
  const rightEar = ear(1, -pose.earLift);

  const head = [
    `<g>`,
    `<path d="${leftEar.outer}" fill="${earFur}"/><path d="${rightEar.outer}" fill="${earFur}"/>`,
    `<path d="${leftEar.inner}" fill="${innerEar}"/><path d="${rightEar.inner}" fill="${innerEar}"/>`,
    `</g>`,
    `<path d="${HEAD}" fill="${o.fur}"/>`,
    `<g clip-path="url(#head)">`,
    patches.length ? patchesOnHead(patches, random) : '',
    pattern === 'tabby' ? tabbyHead(o.accent) : '',
    pointed
      ? `<path d="M0,-24 C34,-24 70,8 72,44 C74,78 40,96 0,96 C-40,96 -74,78 -72,44 C-70,8 -34,-24 0,-24 Z" fill="${o.accent}" opacity="0.9" filter="url(#mask)"/>`
      : '',
    bicolor
      ? `<path d="M-8,-60 C-14,-30 -30,-6 -56,20 C-78,44 -70,92 0,92 C70,92 78,44 56,20 C30,-6 14,-30 8,-60 Z" fill="${o.accent}"/>`
      : '',
    `<ellipse cx="-72" cy="34" rx="16" ry="9" fill="#f58a9a" opacity="${dark ? 0.22 : 0.3}"/>`,
    `<ellipse cx="72" cy="34" rx="16" ry="9" fill="#f58a9a" opacity="${dark ? 0.22 : 0.3}"/>`,
    `</g>`,
    eye(-1, o, pose, lids),
    eye(1, o, pose, lids),
    `<ellipse cx="-17" cy="46" rx="21" ry="16" fill="${muzzle}"/>`,
    `<ellipse cx="17" cy="46" rx="21" ry="16" fill="${muzzle}"/>`,
    `<ellipse cx="0" cy="62" rx="14" ry="9" fill="${muzzle}"/>`,
    [1, -1]
      .flatMap((side) =>
        WHISKERS.map(
          (d) =>
            `<path d="${d}" transform="scale(${side} 1)" fill="none" stroke="${whisker}" stroke-width="2.2" stroke-linecap="round"/>`,
        ),
      )
      .join(''),
    [1, -1]
      .flatMap((side) =>
        WHISKER_DOTS.map(
          ([x, y]) => `<circle cx="${x * side}" cy="${y}" r="1.8" fill="${line}" opacity="0.45"/>`,
        ),
      )
      .join(''),
    `<path d="M-12,28 Q0,23 12,28 Q13,32 3,40 Q0,43 -3,40 Q-13,32 -12,28 Z" fill="${nose}"/>`,
    `<path d="M-5,29 Q0,27 4,29" stroke="#fff" stroke-width="2" opacity="0.45" fill="none" stroke-linecap="round"/>`,
    pose.tongue ? `<path d="M-8,52 Q0,70 8,52 Z" fill="#ef7f8c"/>` : '',
    `<path d="M0,41 L0,48 M0,48 Q-7,57 -17,51 M0,48 Q7,57 17,51" fill="none" stroke="${line}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');

  const body = [
    landscape ? tail(pointed ? o.accent : o.fur, pose.tailSide) : '',
    `<path d="${BODY}" fill="${o.fur}"/>`,
    `<g clip-path="url(#body)">`,
    patches.length ? patchesOnBody(patches) : '',
    pattern === 'tabby' ? tabbyBody(o.accent) : '',
    bicolor || pointed
      ? `<ellipse cx="0" cy="170" rx="${bicolor ? 70 : 56}" ry="120" fill="${bicolor ? o.accent : shade(o.fur, 0.35)}"/>`
      : `<ellipse cx="0" cy="170" rx="52" ry="110" fill="${shade(o.fur, dark ? 0.07 : 0.18)}"/>`,
    `<path d="${HEAD}" transform="rotate(${n(pose.tilt)} 0 60) translate(0 6)" fill="#000" opacity="0.16" filter="url(#soft)"/>`,
    `</g>`,
  ].join('');

  const h = n(size * (height / width));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${h}" viewBox="0 0 ${width} ${height}">`,
    `<defs>`,
    `<clipPath id="head"><path d="${HEAD}"/></clipPath>`,
    `<clipPath id="body"><path d="${BODY}"/></clipPath>`,
    `<filter id="mask" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>`,
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>`,
    `</defs>`,
    backdrop(width, height, o.background, landscape),
    `<g transform="translate(${cx} ${cy}) scale(${scale})">`,
    body,
    `<g transform="rotate(${n(pose.tilt)} 0 60)">${head}</g>`,
    `</g>`,
    `</svg>`,
  ].join('');
}

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

const AVATARS = {
  orange: {
    fur: '#e8913a',
    accent: '#c4661c',
    eyes: '#7cb342',
    background: '#fde7c9',
    pattern: 'tabby',
  },
  black: { fur: '#2b2a30', accent: '#3a3940', eyes: '#f0c431', background: '#d9e4f5' },
  tabby: {
    fur: '#9c8770',
    accent: '#4f4337',
    eyes: '#9bbf3c',
    background: '#d8ecd9',
    pattern: 'tabby',
  },
  siamese: {
    fur: '#f0e4d0',
    accent: '#5b4537',
    eyes: '#4f9bd9',
    background: '#f3dbe3',
    pattern: 'points',
  },
} satisfies Record<AvatarId, CatArtOptions>;

const isAvatarId = (id: string): id is AvatarId => Object.hasOwn(AVATARS, id);

export function avatarSvg(id: string): string | undefined {
  if (!isAvatarId(id)) return undefined;
  return catSvg({ ...AVATARS[id], shape: 'square', pose: 3, size: 300 });
}

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
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg), { density: (72 * width) / 400 })
    .resize(width, height)
    .jpeg({ quality: 86 })
    .toBuffer();
}
