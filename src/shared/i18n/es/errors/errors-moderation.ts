import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const moderationErrors = {
  reportDuplicate: 'Ya denunciaste esto. La moderación lo va a revisar.',
  reportOwn: 'No puedes denunciar algo tuyo.',
  reportTargetNotFound: 'No encontramos lo que quieres denunciar.',
  moderatorOnly: 'Solo la moderación puede hacer esto.',
  suspendNotAllowed: 'No se puede suspender esta cuenta (administración o la tuya).',
  notSuspended: 'Esta cuenta no está suspendida.',
  moderateOwn:
    'No puedes decidir sobre algo tuyo ni sobre denuncias contra ti: decide otra persona de la moderación.',
  moderationReasonShort: 'Escribe el motivo (al menos 3 letras).',
  notHidden: 'Este contenido no está oculto.',
  accountSuspended: 'Tu cuenta fue suspendida por la moderación. Motivo: {reason}',
} satisfies Partial<NamespaceErrorsTranslation>;
