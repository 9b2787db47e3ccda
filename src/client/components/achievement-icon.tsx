import type { ReactNode } from 'react';
import type { AchievementId } from '../../shared/achievements.js';
import { Icon, type IconProps } from './icons.js';

/** One drawing per achievement (the API's emoji `icon` is not drawn: phones may lack the glyph). */
const DRAWINGS: Record<AchievementId, ReactNode> = {
  // First check-in: a tick in a circle.
  checkins1: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" />
    </>
  ),
  // A cat's head.
  checkins10: (
    <>
      <path d="M4.5 12.5V4l4.5 3.5h6L19.5 4v8.5a7.5 7.5 0 0 1-15 0z" />
      <path d="M9.5 12v.5M14.5 12v.5M11 15.5h2l-1 1z" />
    </>
  ),
  checkins50: <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6l7-3z" />,
  // A tower.
  checkins100: (
    <>
      <path d="M5 21V6h3.5v3h2V6h3v3h2V6H19v15z" />
      <path d="M10 21v-4a2 2 0 0 1 4 0v4" />
    </>
  ),
  checkins500: (
    <>
      <path d="M3 7l4.5 4L12 5l4.5 6L21 7l-2 11H5z" />
      <path d="M5 21h14" />
    </>
  ),
  cats5: (
    <>
      <ellipse cx="12" cy="16" rx="4" ry="3.5" />
      <circle cx="5" cy="10" r="2" />
      <circle cx="9.3" cy="5.5" r="2" />
      <circle cx="14.7" cy="5.5" r="2" />
      <circle cx="19" cy="10" r="2" />
    </>
  ),
  // An awareness ribbon.
  cats20: <path d="M12 9.5c-2-3-3-4.5-3-6a3 3 0 0 1 6 0c0 1.5-1 3-3 6zm0 0L7 21M12 9.5l5 11.5" />,
  // A network: many cats, one community.
  cats50: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <circle cx="5" cy="18" r="2.5" />
      <circle cx="19" cy="18" r="2.5" />
      <path d="M10.8 7.2L6.2 15.8M13.2 7.2l4.6 8.6M7.5 18h9" />
    </>
  ),
  // A city.
  cats100: (
    <>
      <path d="M3 21h18" />
      <path d="M5 21V10h5v11M10 21V4h6v17M16 21v-8h4v8" />
      <path d="M12.5 7.5h1M12.5 11h1M12.5 14.5h1M7 13h1M7 16.5h1" />
    </>
  ),
  level10: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c2 2 10 2 12 0v-5M22 9v5" />
    </>
  ),
  // A telescope on its stand.
  discoverer: (
    <>
      <path d="M3.5 12.5l13-6 2 4.5-13 6z" />
      <path d="M16.5 6.5l3-1.5 2 4.5-3 1.5" />
      <path d="M11 14l-3 7M12 14l3 7" />
    </>
  ),
  vet: (
    <>
      <path d="M6 3v6a4 4 0 0 0 8 0V3" />
      <path d="M10 13v2a5 5 0 0 0 10 0v-2" />
      <circle cx="20" cy="11" r="2" />
    </>
  ),
  neutering: (
    <>
      <circle cx="6" cy="6" r="3" />
      <circle cx="6" cy="18" r="3" />
      <path d="M8.5 7.5L20 18M8.5 16.5L20 6" />
    </>
  ),
  // A first-aid box: rescues of cats in an emergency.
  rescuer: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V4h6v3M12 10.5v6M9 13.5h6" />
    </>
  ),
  streak7: (
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.6-2.5-6.2-4.2-8.2-.3 2-1.2 3.3-2.5 4C12.8 8 11.5 4.5 9 2c0 4-5 6.8-5 13.2C4 19.3 8 22 12 22z" />
  ),
};

/** The achievement's drawing, decorative unless given a role and a name. */
export function AchievementIcon({ id, ...props }: IconProps & { id: AchievementId }) {
  return <Icon {...props}>{DRAWINGS[id]}</Icon>;
}
