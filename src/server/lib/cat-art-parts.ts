/** The shapes, colours and pose of the cat drawings: what catSvg (cat-art.ts) puts together. */

export const n = (value: number): string => String(Math.round(value * 10) / 10);

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  return `#${hexToRgb(hex)
    .map((c) => Math.round(c + (target - c) * k))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

export const luminance = (hex: string): number => {
  const [r, g, b] = hexToRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

// Head outline, centred on the origin: wider than tall, with soft cheek tufts.
export const HEAD =
  'M0,-84 C52,-84 96,-62 106,-20 C110,0 110,20 120,40 C110,43 104,48 100,56 C88,80 52,94 0,94 C-52,94 -88,80 -100,56 C-104,48 -110,43 -120,40 C-110,20 -110,0 -106,-20 C-96,-62 -52,-84 0,-84 Z';
export const BODY =
  'M-62,50 C-112,78 -142,150 -150,232 L-154,330 L154,330 L150,232 C142,150 112,78 62,50 Z';

export function ear(side: 1 | -1, lift: number): { outer: string; inner: string } {
  const x = (v: number) => n(v * side);
  const tx = 100 + lift * 5;
  const ty = -130 - lift * 5;
  return {
    outer: `M${x(104)},-30 C${x(106)},-62 ${x(tx + 2)},${n(ty + 36)} ${x(tx + 1)},${n(ty + 8)} Q${x(tx)},${n(ty - 2)} ${x(tx - 9)},${n(ty + 3)} C${x(tx - 32)},${n(ty + 20)} ${x(50)},-94 ${x(26)},-82 Z`,
    inner: `M${x(92)},-52 C${x(94)},-74 ${x(tx - 3)},${n(ty + 44)} ${x(tx - 5)},${n(ty + 20)} C${x(tx - 24)},${n(ty + 32)} ${x(64)},-92 ${x(48)},-84 Z`,
  };
}

export const WHISKERS = [
  'M30,42 C60,34 88,30 120,28',
  'M32,48 C62,46 92,48 124,52',
  'M30,54 C58,58 84,66 112,76',
];
export const WHISKER_DOTS: readonly (readonly [number, number])[] = [
  [16, 40],
  [24, 46],
  [14, 50],
];

export interface Pose {
  tilt: number;
  gazeX: number;
  gazeY: number;
  blink: boolean;
  earLift: number;
  tongue: boolean;
  tailSide: 1 | -1;
}

export function poseFor(pose: number): Pose {
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

export function eye(side: 1 | -1, eyes: string, pose: Pose, lids: string): string {
  const cx = 44 * side;
  const cy = -8;
  if (pose.blink) {
    return `<path d="M${n(cx - 22)},${n(cy + 2)} Q${n(cx)},${n(cy + 16)} ${n(cx + 22)},${n(cy + 2)}" fill="none" stroke="${lids}" stroke-width="5" stroke-linecap="round"/>`;
  }
  const px = cx + pose.gazeX;
  const py = cy + 2 + pose.gazeY;
  return [
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="25" ry="24" fill="${shade(eyes, -0.35)}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="22" ry="21" fill="${eyes}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy + 7)}" rx="16" ry="11" fill="${shade(eyes, 0.3)}" opacity="0.6"/>`,
    `<ellipse cx="${n(px)}" cy="${n(py)}" rx="10" ry="16" fill="#1d1a1c"/>`,
    `<circle cx="${n(px + 6)}" cy="${n(py - 8)}" r="5.5" fill="#fff"/>`,
    `<circle cx="${n(px - 5)}" cy="${n(py + 8)}" r="2.5" fill="#fff" opacity="0.8"/>`,
  ].join('');
}

export function tabbyHead(stripe: string): string {
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

export function tabbyBody(stripe: string): string {
  return [1, -1]
    .flatMap((side) =>
      [110, 150, 190].map(
        (y, i) =>
          `<path d="M${(150 - i * 2) * side},${y - 14} C${(118 - i * 4) * side},${y - 6} ${(100 - i * 6) * side},${y + 2} ${(88 - i * 6) * side},${y + 12} C${(106 - i * 4) * side},${y + 8} ${(124 - i * 2) * side},${y + 4} ${(154 - i * 2) * side},${y + 2} Z" fill="${stripe}" opacity="0.8"/>`,
      ),
    )
    .join('');
}

export function patchesOnHead(colours: readonly string[], random: () => number): string {
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

export function patchesOnBody(colours: readonly string[]): string {
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

export function tail(colour: string, side: 1 | -1): string {
  return `<path transform="scale(${side} 1)" d="M120,250 C190,250 214,200 206,150 C200,112 214,90 232,84" fill="none" stroke="${colour}" stroke-width="30" stroke-linecap="round"/>`;
}

export function backdrop(
  width: number,
  height: number,
  colour: string,
  landscape: boolean,
): string {
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
