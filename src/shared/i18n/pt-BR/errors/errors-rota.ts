export const rotaErrors = {
  rotaMembersOnly: 'Só quem faz parte da colônia vê e assume turnos.',
  rotaShiftNotFound: 'Turno não encontrado.',
  rotaShiftFull: 'Este turno já tem 3 cuidadores.',
  rotaWindowInvalid: 'O fim do turno precisa ser depois do início.',
  rotaTooManyShifts: 'Esta colônia já tem turnos demais.',
  rotaWeekInvalid: 'Escolha uma semana que já começou (uma segunda-feira).',
};
