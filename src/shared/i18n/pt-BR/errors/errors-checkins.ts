export const checkinsErrors = {
  // check-in form
  checkinLocationRequired: 'Localização não disponível. Permita o acesso à sua localização.',
  checkinActionsRequired: 'Selecione pelo menos uma ação realizada',
  checkinHealthRequired: 'Selecione o estado de saúde do gato',
  checkinTooManyPhotos: 'Máximo de 5 fotos permitidas',
  healthReportNotFound: 'Relato não encontrado.',
  healthReportSettled: 'Este relato já foi confirmado ou encerrado.',
  checkinCatNotFound: 'Gato não encontrado',
};
