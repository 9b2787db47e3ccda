export const healthErrors = {
  healthKindInvalid: 'Escolha um tipo de registro da lista.',
  healthVaccineRequired: 'Escolha qual vacina.',
  healthDiagnosisRequired: 'Escolha o diagnóstico.',
  healthDetailNotAllowed: 'Este tipo de registro não tem vacina nem diagnóstico.',
  healthDueBeforeDay: 'O vencimento precisa ser depois da data do registro.',
  healthDueTooFar: 'O vencimento pode ser no máximo 3 anos depois do registro.',
  healthEntryNotFound: 'Registro de saúde não encontrado.',
  healthEditForbidden: 'Só quem fez o registro ou um(a) administrador(a) pode alterá-lo.',
  healthMembersOnly: 'Só quem faz parte da colônia vê o que vence na saúde dos gatos.',
  healthPhotoNotFound: 'Este registro não tem foto.',
};
