import type { NamespaceCheckinTranslation } from '../../i18n-types.js';

const es_checkin = {
  loading: 'Cargando la información del gato…',
  loginRequired: 'Necesitas iniciar sesión para hacer un check-in',
  missingId: 'ID del gato no proporcionado',
  loadError: 'Error al cargar la información del gato',
  currentHealth: 'Salud registrada hasta ahora:',
  sections: {
    description: 'Descripción',
    actions: 'Acciones realizadas',
    health: 'Estado de salud',
    photos: 'Fotos',
    needs: 'Necesidades',
    location: 'Ubicación',
  },
  optional: 'opcional',
  actionsLegend: '¿Qué hiciste por el gato?',
  actionPoints: '+{points} pts',
  actionsDescription: 'Descripción de las acciones',
  actionsDescriptionHint: 'Opcional. P. ej.: dejé pienso y agua fresca.',
  healthLegend: '¿Cómo está el gato ahora?',
  photosLabel: 'Fotos del check-in',
  photosHint: 'Opcional. Hasta {max} fotos; una foto vale +5 puntos.',
  needsLegend: '¿Qué necesita todavía el gato?',
  needsDescription: 'Detalles de las necesidades',
  locationHint: 'Tu posición confirma que estás cerca del gato (hasta 1 km).',
  submit: 'Registrar check-in',
  submitting: 'Enviando…',
  uploading: 'Enviando el check-in. Espera…',
  result: {
    label: 'Resultado del check-in',
    recorded: 'Check-in de {name} registrado',
    earned: '+{points} punto{{s}}',
    nothing: 'Registrado — sin puntos esta vez',
    breakdown: 'Cómo se suman los puntos',
    actions: 'Acciones: {list}',
    total: 'Total',
    celebrations: 'Celebraciones',
    totals: 'Ahora tienes {points} punto{{s}} · nivel {level}',
    reasons: {
      cooldown:
        'Ya ganaste puntos con este gato en las últimas 4 horas. El cuidado quedó registrado; los puntos vuelven a contar después.',
      tooFar: 'Estabas a más de 1 km del gato: los puntos solo cuentan cerca de él.',
      offlineTooOld:
        'Este check-in se hizo sin conexión hace más de 24 horas: quedó registrado, sin puntos.',
      dailyCap: 'Ya alcanzaste el límite de 300 puntos de hoy. Mañana los puntos vuelven a contar.',
    },
    queuedTitle: 'Guardado en el dispositivo',
    urgent: {
      told: 'Avisamos a quienes cuidan de {name}',
      confirmed:
        '{name} está marcado como urgente: avisamos a quienes lo cuidan y a quienes están cerca',
      nowWhat:
        'Si puedes, quédate cerca del gato hasta que llegue alguien. Si algo cambia, haz otro check-in: quienes lo cuidan lo ven en la página del gato.',
    },
    healthPending:
      'Tu informe de salud quedó registrado y quienes cuidan de este gato lo verán. La salud del gato solo cambia cuando el informe se confirme.',
    healthConfirmed: 'Otra persona ya había informado lo mismo: la salud del gato se actualizó.',
    queuedText:
      'Sin conexión ahora. El check-in de {name} se enviará cuando vuelva la conexión, y entonces verás los puntos.',
    backToCat: 'Volver a {name}',
    home: 'Ir al inicio',
  },
  errorMsg: 'Error: {msg}',
  failed: 'Error al procesar el check-in',
  noResponse: 'Error al hacer el check-in. Inténtalo de nuevo.',
} satisfies NamespaceCheckinTranslation;

export default es_checkin;
