import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const reportsErrors = {
  reportDateInvalid: 'Invalid date: use the YYYY-MM-DD format.',
  reportPeriodReversed: 'The end of the period cannot be before its start.',
  reportPeriodTooLong: 'The period can be at most 366 days long.',
  reportColonyForbidden:
    'Only the coordinators of this colony or an admin can see its impact report.',
  reportCommunityForbidden: 'Only admins can see the impact report of the whole community.',
} satisfies Partial<NamespaceErrorsTranslation>;
