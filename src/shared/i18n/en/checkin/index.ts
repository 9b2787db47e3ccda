import type { NamespaceCheckinTranslation } from '../../i18n-types.js';

const en_checkin = {
  loading: 'Loading the cat…',
  loginRequired: 'You need to be logged in to check in',
  missingId: 'Cat ID not provided',
  loadError: "Error loading the cat's information",
  currentHealth: 'Health recorded so far:',
  sections: {
    description: 'Description',
    actions: 'Actions taken',
    health: 'Health',
    photos: 'Photos',
    needs: 'Needs',
    location: 'Location',
  },
  optional: 'optional',
  actionsLegend: 'What did you do for the cat?',
  actionPoints: '+{points} pts',
  actionsDescription: 'Description of the actions',
  actionsDescriptionHint: 'Optional. E.g. left food and fresh water.',
  healthLegend: 'How is the cat now?',
  photosLabel: 'Check-in photos',
  photosHint: 'Optional. Up to {max} photos; a photo is worth +5 points.',
  needsLegend: 'What does the cat still need?',
  needsDescription: 'Details of the needs',
  locationHint: 'Your position confirms you are near the cat (within 1 km).',
  submit: 'Record check-in',
  submitting: 'Sending…',
  uploading: 'Sending the check-in. Please wait…',
  result: {
    label: 'Check-in result',
    recorded: 'Check-in for {name} recorded',
    earned: '+{points} point{{s}}',
    nothing: 'Recorded — no points this time',
    breakdown: 'How the points add up',
    actions: 'Actions: {list}',
    total: 'Total',
    celebrations: 'Celebrations',
    totals: 'You now have {points} point{{s}} · level {level}',
    reasons: {
      cooldown:
        'You already earned points with this cat in the last 4 hours. Your care is recorded; points count again after that.',
      tooFar: 'You were more than 1 km from the cat: points only count near it.',
      offlineTooOld:
        'This check-in was made offline more than 24 hours ago: recorded, without points.',
      dailyCap: "You have reached today's limit of 300 points. Points count again tomorrow.",
    },
    queuedTitle: 'Saved on this device',
    urgent: {
      told: 'We told the people who care for {name}',
      confirmed: '{name} is marked urgent: we told its carers and the people nearby',
      nowWhat:
        'If you can, stay near the cat until someone comes. If anything changes, check in again: its carers see it on the cat’s page.',
    },
    healthPending:
      'Your health report was recorded and this cat’s carers will see it. The cat’s health changes only once the report is confirmed.',
    healthConfirmed: 'Someone else had reported the same: the cat’s health was updated.',
    queuedText:
      "No connection right now. The check-in for {name} will be sent when the connection is back, and you'll see the points then.",
    backToCat: 'Back to {name}',
    home: 'Go to home',
  },
  errorMsg: 'Error: {msg}',
  failed: 'Failed to process the check-in',
  noResponse: 'Error checking in. Please try again.',
} satisfies NamespaceCheckinTranslation;

export default en_checkin;
