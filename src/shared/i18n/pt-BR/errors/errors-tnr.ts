export const tnrErrors = {
  tnrStepInvalid: 'Escolha uma etapa da lista.',
  tnrDateRequired: 'Informe a data.',
  tnrDateInvalid: 'Data inválida: use o formato AAAA-MM-DD.',
  tnrDateFuture: 'A data não pode estar no futuro.',
  tnrDateBeforeCat: 'A data não pode ser anterior ao cadastro do gato.',
  tnrDetailNotAllowed: 'Esta etapa não tem detalhe: deixe o campo vazio.',
  tnrClinicRequired: 'Informe o nome da clínica.',
  tnrVaccineRequired: 'Informe qual vacina.',
  tnrResultInvalid: 'Escolha o resultado do teste FIV/FeLV.',
  tnrChipInvalid: 'Número de microchip inválido: de 9 a 15 letras ou algarismos.',
  tnrStepNotFound: 'Etapa não encontrada.',
  tnrDeleteForbidden: 'Só quem registrou a etapa ou um(a) administrador(a) pode excluí-la.',
};
