export const catsErrors = {
  // add-cat form
  catNameRequired: 'Nome é obrigatório',
  descriptionRequired: 'Descrição é obrigatória',
  colorRequired: 'Cor é obrigatória',
  mainPhotoRequired: 'Foto principal é obrigatória',
  fillRequiredFields: 'Por favor, preencha todos os campos obrigatórios',
  locationRequired: 'Localização não disponível',
  // loading or changing a cat
  catNotFound: 'Gato não encontrado',
  catEditForbidden: 'Só quem cadastrou o gato ou um administrador pode alterá-lo ou removê-lo.',
  coordinatesIncomplete: 'Informe latitude e longitude juntas.',
};
