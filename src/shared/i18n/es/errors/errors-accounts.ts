import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const accountsErrors = {
  inviteCodeRequired:
    'Introduce el código de invitación: este grupo acepta cuentas nuevas solo por invitación.',
  inviteCodeInvalid: 'Código de invitación no válido. Revisa el código que recibiste.',
  inviteCodeExpired: 'Este código de invitación caducó. Pide uno nuevo a quien te invitó.',
  inviteCodeUsedUp: 'Este código de invitación ya se usó. Pide uno nuevo a quien te invitó.',
  inviteNotFound: 'Código de invitación no encontrado.',
  accountPending:
    'Tu cuenta está esperando la aprobación de un administrador. Podrás participar en cuanto la aprueben.',
  accountDeclined: 'Los administradores del grupo no aprobaron esta cuenta.',
  accountNotPending: 'Esta cuenta no está esperando aprobación.',
} satisfies Partial<NamespaceErrorsTranslation>;
