import { toast } from 'sonner';
import { LIMITS } from '../../shared/constants.js';

interface Bonus {
  type: string;
  message: string;
  points: number;
}

/** 🎉 a new level or sponsorship, 🏆 an achievement, ⭐ a bonus with points, ℹ️ the rest. */
function bonusIcon(bonus: Bonus): string {
  if (bonus.type === 'levelUp' || bonus.type === 'newSponsor') return '🎉';
  if (bonus.type === 'achievement') return '🏆';
  return bonus.points > 0 ? '⭐' : 'ℹ️';
}

/** The server's bonus messages, each a toast, shown half a second after the success toast. */
export function showBonusToasts(bonuses: readonly Bonus[]) {
  if (bonuses.length === 0) return;
  setTimeout(() => {
    for (const bonus of bonuses) {
      toast(bonus.message, { icon: <span aria-hidden="true">{bonusIcon(bonus)}</span> });
    }
  }, LIMITS.bonusDelayMs);
}
