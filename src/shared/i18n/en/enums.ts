import type { Translation } from '../i18n-types.js';

export const enums = {
  health: {
    excellent: 'Excellent',
    good: 'Good',
    regular: 'Regular',
    needsAttention: 'Needs attention',
    emergency: 'Emergency',
  },
  status: { active: 'Active', adopted: 'Adopted', inactive: 'Inactive' },
  gender: { unknown: 'Unknown', male: 'Male', female: 'Female' },
  age: { unknown: 'Unknown', kitten: 'Kitten', young: 'Young', adult: 'Adult', senior: 'Senior' },
  actions: {
    fed: 'Fed',
    water: 'Gave water',
    shelter: 'Provided shelter',
    wellbeing: 'Checked well-being',
    vet: 'Took to the vet',
    vaccinated: 'Vaccinated',
    neutered: 'Neutered',
    other: 'Other',
  },
  needs: {
    water: 'Water',
    food: 'Food',
    shelter: 'Shelter',
    medical: 'Medical treatment',
    other: 'Other',
  },
  traits: {
    affectionate: 'Affectionate',
    shy: 'Shy',
    playful: 'Playful',
    independent: 'Independent',
    curious: 'Curious',
    calm: 'Calm',
    agitated: 'Restless',
    sociable: 'Sociable',
  },
  period: { all: 'All time', month: 'This month', week: 'This week' },
} satisfies Translation['enums'];
