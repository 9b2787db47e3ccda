import type { Translation } from '../i18n-types.js';

export const upload = {
  preparing: 'Preparing the photos…',
  progress: 'Sending: {percent}%',
  label: 'Upload progress',
  cancel: 'Cancel upload',
  canceled: 'Upload cancelled. Nothing was saved.',
} satisfies Translation['upload'];
