import type { NamespaceListsTranslation } from '../../i18n-types.js';

const es_lists = {
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: 'Página {page} de {total}',
  pagination: 'Paginación',
  loadError: 'No se pudo cargar la lista. Inténtalo de nuevo más tarde.',
  favoritesIntro: 'Los gatos que sigues de cerca.',
  favoritesCount: '{count} {{gato favorito|gatos favoritos}}',
  favoritesEmpty: 'Todavía no tienes gatos favoritos.',
  favoritesEmptyHint: 'Abre el perfil de un gato y toca el corazón para seguirlo aquí.',
  checkinsCount: '{count} {{check-in|check-ins}}',
  checkinsEmpty: 'Todavía no has hecho ningún check-in.',
  checkinsEmptyHint: 'Encuentra un gato en el mapa y registra el cuidado que le diste.',
  catCheckinsTitle: 'Check-ins de {name}',
  catCheckinsEmpty: 'Este gato todavía no tiene check-ins.',
  backToCat: 'Volver a {name}',
  checkinCat: 'Hacer check-in',
  unnamedCat: 'Gato sin nombre',
  catNotFound: 'Gato no encontrado',
  goMap: 'Ver el mapa',
} satisfies NamespaceListsTranslation;

export default es_lists;
