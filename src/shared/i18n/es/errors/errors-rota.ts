import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const rotaErrors = {
  rotaMembersOnly: 'Solo los miembros de la colonia ven y toman turnos.',
  rotaShiftNotFound: 'Turno no encontrado.',
  rotaShiftFull: 'Este turno ya tiene 3 cuidadores.',
  rotaWindowInvalid: 'El turno tiene que terminar después de empezar.',
  rotaTooManyShifts: 'Esta colonia ya tiene demasiados turnos.',
  rotaWeekInvalid: 'Elige una semana que ya haya empezado (un lunes).',
} satisfies Partial<NamespaceErrorsTranslation>;
