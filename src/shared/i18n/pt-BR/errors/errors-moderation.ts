export const moderationErrors = {
  reportDuplicate: 'Você já denunciou isto. A moderação vai analisar.',
  reportOwn: 'Você não pode denunciar algo seu.',
  reportTargetNotFound: 'Não encontramos o que você quer denunciar.',
  moderatorOnly: 'Só a moderação pode fazer isso.',
  suspendNotAllowed: 'Não é possível suspender esta conta (administração ou a sua própria).',
  notSuspended: 'Esta conta não está suspensa.',
  moderateOwn:
    'Você não pode decidir sobre algo seu ou sobre denúncias contra você: outra pessoa da moderação decide.',
  moderationReasonShort: 'Escreva o motivo (pelo menos 3 letras).',
  notHidden: 'Este conteúdo não está oculto.',
  accountSuspended: 'Sua conta foi suspensa pela moderação. Motivo: {reason:string}',
};
