import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const moderationErrors = {
  reportDuplicate: 'You already reported this. The moderators will look at it.',
  reportOwn: 'You cannot report something of your own.',
  reportTargetNotFound: 'We could not find what you want to report.',
  moderatorOnly: 'Only moderators can do this.',
  suspendNotAllowed: 'This account cannot be suspended (an admin, or your own).',
  notSuspended: 'This account is not suspended.',
  moderateOwn:
    'You cannot decide about your own content or reports about you: another moderator decides.',
  moderationReasonShort: 'Write the reason (at least 3 letters).',
  notHidden: 'This content is not hidden.',
  accountSuspended: 'Your account was suspended by the moderators. Reason: {reason}',
} satisfies Partial<NamespaceErrorsTranslation>;
