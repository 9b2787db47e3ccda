import type { BaseTranslation } from '../../i18n-types.js';
/** Favourites, own check-ins and a cat's check-ins (lists with pagination). */
const pt_BR_lists = {
  previous: 'Anterior',
  next: 'Próxima',
  pageOf: 'Página {page:number} de {total:number}',
  pagination: 'Paginação',
  loadError: 'Não foi possível carregar a lista. Tente novamente mais tarde.',
  favoritesIntro: 'Os gatos que você acompanha de perto.',
  favoritesCount: '{count:number} {{gato favorito|gatos favoritos}}',
  favoritesEmpty: 'Você ainda não tem gatos favoritos.',
  favoritesEmptyHint: 'Abra o perfil de um gato e toque no coração para acompanhá-lo aqui.',
  checkinsCount: '{count:number} {{check-in|check-ins}}',
  checkinsEmpty: 'Você ainda não fez nenhum check-in.',
  checkinsEmptyHint: 'Encontre um gato no mapa e registre o cuidado que você deu a ele.',
  catCheckinsTitle: 'Check-ins de {name:string}',
  catCheckinsEmpty: 'Nenhum check-in para este gato ainda.',
  backToCat: 'Voltar para {name:string}',
  checkinCat: 'Fazer Check-in',
  unnamedCat: 'Gato sem nome',
  catNotFound: 'Gato não encontrado',
  goMap: 'Ver o mapa',
} satisfies BaseTranslation;

export default pt_BR_lists;
