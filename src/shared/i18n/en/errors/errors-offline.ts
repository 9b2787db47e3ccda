import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const offlineErrors = {
  clientIdInvalid: 'Invalid record identifier (clientId must be a UUID)',
  capturedAtInvalid: 'Invalid record time (capturedAt must be an ISO 8601 date with a time zone)',
  clientIdConflict:
    'This record was already sent with different content. Discard it or make a new record.',
} satisfies Partial<NamespaceErrorsTranslation>;
