import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const carersErrors = {
  carerAlready: 'You already care for this cat.',
  carerRequestPending: 'You already asked to care for this cat: the request is awaiting approval.',
  carerRequestWait:
    'Your previous request was declined or revoked recently. You can ask again in {days} day(s).',
  carerOwnRequest:
    'Nobody decides their own request: another person who cares for the cat will answer.',
  carerDecideOnly:
    'Caring for the cat only as a colony member does not decide requests: its registrar, carers approved for it, the colony coordinators or admins do.',
  carerOnly: 'Only people who care for this cat can do this.',
  carerRequestNotFound: 'This person has no pending request for this cat.',
  carerNotFound: 'This person is not an approved carer of this cat.',
  carerRegistrarKept: 'Whoever registered the cat always stays a carer.',
} satisfies Partial<NamespaceErrorsTranslation>;
