import type { Translation } from '../i18n-types.js';

export const achievements = {
  checkins1: { title: 'First Contact', description: 'Made your first check-in' },
  checkins10: { title: 'Friend of Cats', description: 'Made 10 check-ins' },
  checkins50: { title: 'Feline Protector', description: 'Made 50 check-ins' },
  checkins100: { title: 'Feline Guardian', description: 'Made 100 check-ins' },
  checkins500: { title: 'Feline Legend', description: 'Made 500 check-ins' },
  cats5: { title: 'Feline Diversity', description: 'Helped 5 different cats' },
  cats20: { title: 'Feline Ambassador', description: 'Helped 20 different cats' },
  cats50: { title: 'Safety Net', description: 'Helped 50 different cats' },
  cats100: { title: 'City Protector', description: 'Helped 100 different cats' },
  level10: { title: 'Cat Master', description: 'Reached level 10' },
  discoverer: { title: 'Discoverer', description: 'Registered your first cat' },
  vet: { title: 'Vet on Call', description: 'Took a cat to the vet' },
  neutering: { title: 'Neutering Friend', description: 'Helped neuter a cat' },
  rescuer: { title: 'First Responder', description: 'Made 5 check-ins on cats in an emergency' },
  streak7: { title: 'Devoted Sponsor', description: 'Checked in 7 days in a row' },
} satisfies Translation['achievements'];
