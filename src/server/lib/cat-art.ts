import type { AvatarId } from '../../shared/avatars.js';
import {
  n,
  mulberry32,
  shade,
  luminance,
  HEAD,
  BODY,
  ear,
  WHISKERS,
  WHISKER_DOTS,
  poseFor,
  eye,
  tabbyHead,
  tabbyBody,
  patchesOnHead,
  patchesOnBody,
  tail,
  backdrop,
} from './cat-art-parts.js';

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
    eye(-1, o.eyes, pose, lids),
    eye(1, o.eyes, pose, lids),
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
