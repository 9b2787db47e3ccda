import type { NamespaceBonusTranslation } from '../../i18n-types.js';

const en_bonus = {
  multiAction: 'Bonus for several actions (+20%)',
  medicalCare: 'Bonus for veterinary care',
  newSponsor: 'You are now the sponsor of {name}!',
  emergencyHelp: 'Bonus for helping a cat in need',
  photoProof: 'Bonus for the photo',
  photoSeenBefore: 'No photo bonus: this photo was sent before.',
  streak: '{days}-day streak!',
  levelUp: 'You reached level {level}!',
  achievement: 'Achievement unlocked: {title}',
  cooldown: 'Check-in recorded. You already earned points with this cat in the last 4 hours.',
  dailyCap: 'Daily limit of 300 points reached: the excess was not added.',
  tooFar: 'Check-in recorded, but you are more than 1 km from the cat: no points.',
  offlineTooOld: 'Recorded offline more than 24 h ago: no points.',
  catRegistered: 'Cat registered: +{points} points',
  catRegisteredCap: 'Cat registered. Limit of 5 rewarded registrations a day reached.',
} satisfies NamespaceBonusTranslation;

export default en_bonus;
