import type { Translation } from '../i18n-types.js';

export const feeding = {
  homeTitle: 'Your colonies',
  button: 'I fed the colony',
  buttonNamed: 'I fed the colony — {name}',
  cats: 'Cats seen: {ticked} of {total}',
  catsHint: 'Untick the cats you did not see. Each ticked cat gets a “Fed” check-in.',
  noCats: 'No cats in the colony to feed yet.',
  noneTicked: 'Tick at least one cat you fed.',
  sending: 'Recording…',
  resultTitle: 'Feeding recorded',
  fed: '{count} {{cat|cats}} fed: +{points} points',
  fedNoPoints: '{count} {{cat|cats}} fed. Recorded — no points this time',
  nothingFed: 'No cat recorded.',
  catPoints: '{name}: +{points}',
  catNoPoints: '{name}: no points ({reason})',
  catNoPointsPlain: '{name}: no points',
  skippedTitle: 'Not recorded:',
  skip: {
    notInColony: '{name} is no longer in the colony',
    hidden: '{name} was hidden by moderation',
    adopted: '{name} was adopted',
    inactive: '{name} is inactive',
  },
  queued:
    'No connection: the feeding of {count} {{cat|cats}} was kept on this device and will be sent when the connection returns. It counts for the shift at the time it was made.',
  noLocation: 'We need your location to record the feeding (the points rules use the distance).',
  close: 'Close',
  otherCats: 'Other cats seen (unregistered)',
  otherCatsHint: 'For the colony census. Enter 0 if you saw none.',
  otherCatsAsk: 'How many other, unregistered cats did you see? Enter 0 if none.',
  otherCatsInvalid: 'Enter a whole number from 0 to 100.',
} satisfies Translation['feeding'];
