import type { Translation } from '../i18n-types.js';

export const common = {
  appName: 'Gateiros',
  loading: 'Cargando…',
  retry: 'Intentar de nuevo',
  back: 'Volver',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  save: 'Guardar',
  close: 'Cerrar',
  underConstruction: 'En construcción',
  underConstructionText: 'Esta pantalla todavía se está construyendo.',
  skipToContent: 'Saltar al contenido',
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'La página que buscas no existe.',
  goHome: 'Ir al inicio',
  goMap: 'Ver el mapa',
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    map: 'Mapa',
    addCat: 'Añadir',
    ranking: 'Ranking',
    profile: 'Perfil',
    login: 'Entrar',
  },
  infra: {
    healthFailed: 'Error al conectar con el servidor. Inténtalo más tarde.',
    thirdServerError:
      'El servidor tiene problemas. Intentaremos funcionar sin conexión cuando sea posible.',
    sessionExpired: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
  },
} satisfies Translation['common'];
