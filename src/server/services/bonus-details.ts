import type { AchievementId } from '../../shared/achievements.js';
import type { Locale } from '../../shared/constants.js';
import type { TranslationFunctions } from '../../shared/i18n/i18n-types.js';
import type { BonusLine } from '../../shared/points.js';
import type { BonusDetail } from '../../shared/schemas/common-output.js';
import type { AwardDetail } from '../../shared/rules.js';
import { translatorFor } from '../lib/i18n.js';

/** A check-in award's details as bonus lines (the lines without parameters get empty ones). */
export const awardLines = (details: readonly AwardDetail[]): BonusLine[] =>
  details.map((d) => ('params' in d ? d : { ...d, params: {} }));

/** The 0-point lines that follow an award: a new level, then each achievement unlocked. */
export function progressLines(
  levelBefore: number,
  levelAfter: number,
  unlocked: readonly AchievementId[],
): BonusLine[] {
  const lines: BonusLine[] = [];
  if (levelAfter !== levelBefore) {
    lines.push({ type: 'levelUp', points: 0, params: { level: levelAfter } });
  }
  for (const id of unlocked) lines.push({ type: 'achievement', points: 0, params: { id } });
  return lines;
}

function message(LL: TranslationFunctions, line: BonusLine): string {
  switch (line.type) {
    case 'newSponsor':
      return LL.bonus.newSponsor(line.params);
    case 'streak':
      return LL.bonus.streak(line.params);
    case 'catRegistered':
      return LL.bonus.catRegistered({ points: line.points });
    case 'levelUp':
      return LL.bonus.levelUp(line.params);
    case 'achievement':
      return LL.bonus.achievement({ title: LL.achievements[line.params.id].title() });
    default:
      return LL.bonus[line.type]();
  }
}

/** Bonus lines as answered to a reader: each with its message in the reader's language. */
export function renderBonusLines(locale: Locale, lines: readonly BonusLine[]): BonusDetail[] {
  const LL = translatorFor(locale);
  return lines.map((line) => ({
    type: line.type,
    message: message(LL, line),
    points: line.points,
  }));
}
