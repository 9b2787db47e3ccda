import type { NamespaceAchievementsPageTranslation } from '../../i18n-types.js';

const en_achievementsPage = {
  intro:
    'Every bit of care for the neighbourhood cats counts. See what you have earned and what is left.',
  summary: '{unlocked} of {total} achievements unlocked',
  unlockedTitle: 'Unlocked',
  lockedTitle: 'Still to unlock',
  noneUnlocked: 'No achievements yet. Your first check-in already unlocks one!',
  unlockedOn: 'Unlocked on {date}',
  iconUnlocked: 'Unlocked achievement: {title}',
  iconLocked: 'Locked achievement: {title}',
  progress: '{progress} of {threshold}',
  progressLabel: 'Progress of {title}',
  loadError: 'Could not load the achievements. Please try again later.',
} satisfies NamespaceAchievementsPageTranslation;

export default en_achievementsPage;
