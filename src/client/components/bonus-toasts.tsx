import { toast } from '../lib/toast.js';
import { LIMITS } from '../../shared/constants.js';
import { CelebrateIcon, InfoIcon, StarIcon, TrophyIcon } from './icons.js';

interface Bonus {
  type: string;
  message: string;
  points: number;
}

/**
 * A party popper for a new level or sponsorship, a trophy for an achievement, a star for a bonus
 * with points, "i" for the rest. Decorative: the message says it all.
 */
function BonusIcon({ bonus }: { bonus: Bonus }) {
  const Drawing =
    bonus.type === 'levelUp' || bonus.type === 'newSponsor'
      ? CelebrateIcon
      : bonus.type === 'achievement'
        ? TrophyIcon
        : bonus.points > 0
          ? StarIcon
          : InfoIcon;
  return <Drawing width="20" height="20" />;
}

/** The server's bonus messages, each a toast, shown half a second after the success toast. */
export function showBonusToasts(bonuses: readonly Bonus[]) {
  if (bonuses.length === 0) return;
  setTimeout(() => {
    for (const bonus of bonuses) {
      toast(bonus.message, { icon: <BonusIcon bonus={bonus} /> });
    }
  }, LIMITS.bonusDelayMs);
}
