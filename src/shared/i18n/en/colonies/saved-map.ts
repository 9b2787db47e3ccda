import type { NamespaceColoniesTranslation } from '../../i18n-types.js';

export const savedMap = {
  save: 'Save the area’s map on this phone',
  measuring: 'Working out the size…',
  confirm:
    'About {size}: the map up to 2 km around the colony, to open with no connection. Wi-Fi is best.',
  confirmSave: 'Save',
  cancel: 'Cancel',
  progress: 'Saving the map: {percent}%',
  progressLabel: 'Map of the area',
  saved: 'Map saved: {size}',
  savedHint: 'The map around the colony opens on this phone even with no connection.',
  remove: 'Remove the saved map',
  retry: 'Try again',
  errorQuota:
    'There is not enough free space on this phone for the map. Free some space and try again.',
  errorOffline: 'You are offline: the map was not saved. Try again when you have internet.',
  errorServer: 'The map server did not send the map. Try again later.',
  errorTooLarge: 'The colony’s area is too large to save (over 50 MB).',
} satisfies NamespaceColoniesTranslation['savedMap'];
