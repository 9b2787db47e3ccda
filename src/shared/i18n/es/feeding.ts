import type { Translation } from '../i18n-types.js';

export const feeding = {
  homeTitle: 'Tus colonias',
  today: {
    title: 'Hoy',
    doses: '{count} {{dosis|dosis}}',
    mine: '{count} {{tuya|tuyas}}',
    due: '{count} {{refuerzo|refuerzos}}',
    unseen: '{count} {{gato desaparecido|gatos desaparecidos}}',
    nothing: 'nada pendiente',
  },
  button: 'Alimenté la colonia',
  buttonNamed: 'Alimenté la colonia — {name}',
  cats: 'Gatos vistos: {ticked} de {total}',
  catsHint: 'Desmarca los gatos que no viste. Cada gato marcado recibe un check-in “Alimentó”.',
  noCats: 'Todavía no hay gatos en la colonia para alimentar.',
  noneTicked: 'Marca al menos un gato que alimentaste.',
  sending: 'Registrando…',
  resultTitle: 'Alimentación registrada',
  fed: '{count} {{gato alimentado|gatos alimentados}}: +{points} puntos',
  fedNoPoints: '{count} {{gato alimentado|gatos alimentados}}. Registrado — sin puntos esta vez',
  nothingFed: 'Ningún gato registrado.',
  catPoints: '{name}: +{points}',
  catNoPoints: '{name}: sin puntos ({reason})',
  catNoPointsPlain: '{name}: sin puntos',
  skippedTitle: 'No registrado:',
  skip: {
    notInColony: '{name} ya no está en la colonia',
    hidden: '{name} fue ocultado por la moderación',
    adopted: '{name} fue adoptado',
    inactive: '{name} está inactivo',
  },
  queued:
    'Sin conexión: la alimentación de {count} {{gato|gatos}} se guardó en el dispositivo y se enviará cuando vuelva la conexión. Cuenta para el turno a la hora en que se hizo.',
  noLocation:
    'Necesitamos tu ubicación para registrar la alimentación (las reglas de puntos usan la distancia).',
  close: 'Cerrar',
  otherCats: 'Otros gatos vistos (sin registro)',
  otherCatsHint: 'Para el censo: 0 si no viste ninguno.',
  otherCatsAsk: '¿Cuántos otros gatos, sin registro, viste? Escribe 0 si ninguno.',
  otherCatsInvalid: 'Escribe un número entero de 0 a 100.',
} satisfies Translation['feeding'];
