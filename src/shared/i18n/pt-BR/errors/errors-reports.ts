export const reportsErrors = {
  reportDateInvalid: 'Data inválida: use o formato AAAA-MM-DD.',
  reportPeriodReversed: 'O fim do período não pode ser antes do início.',
  reportPeriodTooLong: 'O período pode ter no máximo 366 dias.',
  reportColonyForbidden:
    'Só quem coordena esta colônia ou a administração pode ver o relatório de impacto dela.',
  reportCommunityForbidden: 'Só a administração pode ver o relatório de impacto da comunidade.',
};
