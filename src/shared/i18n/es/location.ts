import type { Translation } from '../i18n-types.js';

export const location = {
  locating: 'Obteniendo tu ubicación…',
  unavailable: 'Ubicación no disponible',
  enable: 'Activar ubicación',
  approximate: 'Ubicación aproximada según tu conexión.',
  near: 'Cerca de {place}',
  distanceAway: 'a {distance}',
  pickOnMap: 'Elegir en el mapa',
  pickOnMapHint: 'Mueve el mapa hasta donde estás y toca “Elegir en el mapa”.',
  listLoading: 'Gatos cercanos',
  errors: {
    permissionDenied:
      'Permiso de ubicación denegado. Permite el acceso a la ubicación en la configuración del navegador.',
    positionUnavailable: 'Ubicación no disponible. Verifica que el GPS esté activado.',
    timeout: 'Se agotó el tiempo para obtener tu ubicación. Inténtalo de nuevo.',
    unknown: 'Error desconocido al obtener tu ubicación.',
    unsupported: 'Tu navegador no admite geolocalización.',
  },
} satisfies Translation['location'];
