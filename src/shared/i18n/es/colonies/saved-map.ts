import type { NamespaceColoniesTranslation } from '../../i18n-types.js';

export const savedMap = {
  save: 'Guardar el mapa de la zona en este celular',
  measuring: 'Calculando el tamaño…',
  confirm:
    'Unos {size}: el mapa hasta 2 km alrededor de la colonia, para abrirlo sin conexión. Mejor con Wi-Fi.',
  confirmSave: 'Guardar',
  cancel: 'Cancelar',
  progress: 'Guardando el mapa: {percent}%',
  progressLabel: 'Mapa de la zona',
  saved: 'Mapa guardado: {size}',
  savedHint: 'El mapa alrededor de la colonia se abre en este celular aun sin conexión.',
  remove: 'Quitar el mapa guardado',
  retry: 'Intentar de nuevo',
  errorQuota:
    'No hay espacio libre en este celular para el mapa. Libera espacio e inténtalo de nuevo.',
  errorOffline:
    'Estás sin conexión: el mapa no se guardó. Inténtalo de nuevo cuando tengas internet.',
  errorServer: 'El servidor de mapas no entregó el mapa. Inténtalo más tarde.',
  errorTooLarge: 'La zona de la colonia es demasiado grande para guardarla (más de 50 MB).',
} satisfies NamespaceColoniesTranslation['savedMap'];
