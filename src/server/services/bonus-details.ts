import type { AchievementId } from '../../shared/achievements.js';
import type { Locale } from '../../shared/constants.js';
import type { TranslationFunctions } from '../../shared/i18n/i18n-types.js';
import type { BonusDetail } from '../../shared/points.js';
import type { AwardDetail } from '../../shared/rules.js';
import { translatorFor } from '../lib/i18n.js';

/** A bonusDetails line before its message is written in the caller's language. */
export type PendingDetail =
  | AwardDetail
  | { type: 'catRegistered'; points: number }
  | { type: 'catRegisteredCap'; points: 0 }
  | { type: 'levelUp'; points: 0; params: { level: number } }
  | { type: 'achievement'; points: 0; params: { id: AchievementId } };

/** The 0-point lines that follow an award: a new level, then each achievement unlocked. */
export function progressDetails(
  levelBefore: number,
  levelAfter: number,
  unlocked: readonly AchievementId[],
): PendingDetail[] {
  const details: PendingDetail[] = [];
  if (levelAfter !== levelBefore) {
    details.push({ type: 'levelUp', points: 0, params: { level: levelAfter } });
  }
  for (const id of unlocked) details.push({ type: 'achievement', points: 0, params: { id } });
  return details;
}

function message(LL: TranslationFunctions, d: PendingDetail): string {
  switch (d.type) {
    case 'newSponsor':
      return LL.bonus.newSponsor(d.params);
    case 'streak':
      return LL.bonus.streak(d.params);
    case 'catRegistered':
      return LL.bonus.catRegistered({ points: d.points });
    case 'levelUp':
      return LL.bonus.levelUp(d.params);
    case 'achievement':
      return LL.bonus.achievement({ title: LL.achievements[d.params.id].title() });
    default:
      return LL.bonus[d.type]();
  }
}

export function renderDetails(locale: Locale, details: readonly PendingDetail[]): BonusDetail[] {
  const LL = translatorFor(locale);
  return details.map((d) => ({ type: d.type, message: message(LL, d), points: d.points }));
}
