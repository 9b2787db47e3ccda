import type { NamespaceRotaTranslation } from '../../i18n-types.js';

const es_rota = {
  title: 'Turnos de alimentación de esta semana',
  empty: 'Todavía no hay turnos.',
  weekdays: {
    d0: 'Lunes',
    d1: 'Martes',
    d2: 'Miércoles',
    d3: 'Jueves',
    d4: 'Viernes',
    d5: 'Sábado',
    d6: 'Domingo',
  },
  states: {
    done: 'Hecho',
    missed: 'Perdido',
    upcoming: 'Próximo',
    open: 'Ahora',
  },
  shiftCarers: 'Cuidadores ({count}/{max}):',
  nobody: 'Nadie se anotó todavía.',
  shareGap: 'Compartir en WhatsApp',
  gapText:
    '{colonyName}: nadie en el turno del {day}, {start}–{end}. ¿Puedes ayudar a alimentar a los gatos?',
  shareGapLabel: 'Compartir en WhatsApp que el turno del {day}, {start}–{end}, no tiene a nadie',
  fedBy: '{name} alimentó a las {time}',
  signUp: 'Quiero este turno',
  signedUp: 'Te anotaste en el turno.',
  dropOut: 'Dejar el turno',
  droppedOut: 'Dejaste el turno.',
  full: 'Turno completo',
  remove: 'Quitar turno',
  removed: 'Turno quitado.',
  editor: {
    title: 'Nuevo turno',
    day: 'Día',
    start: 'Inicio',
    end: 'Fin',
    add: 'Agregar turno',
    added: 'Turno agregado.',
    zone: 'Horarios en la zona horaria de la comunidad.',
  },
  limit: {
    title: 'Límite sin alimentación',
    current: 'Se avisa a todos los miembros tras {hours} h sin alimentación.',
    hours: 'Horas sin alimentación',
    save: 'Guardar límite',
    saved: 'Límite guardado.',
  },
  loadError: 'No se pudieron cargar los turnos.',
} satisfies NamespaceRotaTranslation;

export default es_rota;
