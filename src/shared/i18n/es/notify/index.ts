import type { NamespaceNotifyTranslation } from '../../i18n-types.js';

const es_notify = {
  markAllRead: 'Marcar todas como leídas',
  unread: 'Nueva',
  loadError: 'No se pudieron cargar las notificaciones.',
  someone: 'Alguien',
  pushTitle: 'Gateiros',
  digest:
    '{count} {{notificación nueva|notificaciones nuevas}} durante la noche. Toca para verlas.',
  kinds: {
    nearbyAlert: '{catName}, cerca de tu zona, está en {health}.',
    favoriteCheckin: 'Nuevo check-in en {catName}, uno de tus favoritos.',
    favoriteEdit: 'Se actualizó el perfil de {catName}, uno de tus favoritos.',
    achievement: 'Logro desbloqueado: {title}.',
    levelUp: '¡Llegaste al nivel {level}!',
    carerRequest: '{userName} pidió cuidar a {catName}.',
    carerApproved: 'Ahora cuidas a {catName}: ves su ubicación exacta.',
    carerDeclined: 'Tu pedido para cuidar a {catName} fue rechazado.',
    helpClaimed: '{userName} va en camino hacia {catName}.',
    helpJoined: '{userName} también va a ayudar a {catName}.',
    helpLapsed:
      'La ayuda prometida a {catName} venció sin check-in: puede que el gato aún necesite a alguien.',
    helpWithdrawn: '{userName} ya no va hacia {catName}: puede que el gato aún necesite a alguien.',
    reportHidden:
      'Tu denuncia fue revisada: el contenido fue ocultado. Gracias por cuidar de la comunidad.',
    reportKept: 'Tu denuncia fue revisada: la moderación decidió mantener el contenido.',
    reportSuspended: 'Tu denuncia fue revisada: la cuenta denunciada fue suspendida.',
    contentHidden: 'Un contenido tuyo fue ocultado por la moderación: {reason}',
    shiftMissed:
      'El turno ({day}, {start}–{end}) de {colonyName} terminó sin alimentación registrada.',
    colonyUnfed: '{colonyName} lleva {hours} h sin alimentación registrada.',
    healthReported:
      '{userName} informó que {catName} está en {health}. Confírmalo en la página del gato.',
    colonyRemoved:
      'La coordinación de {colonyName} te retiró de la colonia. Puedes pedir entrar de nuevo después de 7 días.',
    colonyRemovedReason:
      'La coordinación de {colonyName} te retiró de la colonia. Motivo: {reason}. Puedes pedir entrar de nuevo después de 7 días.',
    colonyRequest: '{userName} pidió entrar en {colonyName}.',
    colonyApproved: 'Ahora formas parte de {colonyName}: ves los gatos y los turnos de la colonia.',
    colonyDeclined: 'Tu pedido para entrar en {colonyName} fue rechazado.',
    helpOffered:
      '{userName} quiere ayudar a {catName}. Acepta en la página del gato para mostrar la nota y adónde ir.',
    helpAccepted: '{userName} aceptó tu ayuda para {catName}: mira la nota y adónde ir.',
    catUnseen: 'Nadie ve a {catName}, de {colonyName}, hace {days} {{día|días}}.',
    catUnseenBy:
      'Nadie ve a {catName}, de {colonyName}, hace {days} {{día|días}}. Quien lo vio por última vez: {userName}.',
    moreFromUser:
      '{count} {{aviso más|avisos más}} de {userName} hoy, juntados aquí para no llenar tu campana. Mira tus gatos y colonias.',
    doseDue:
      'Es hora de la dosis de {medicine} de {catName} de las {time}. Cuando la des, toca Medicado.',
    doseLate:
      'La dosis de {medicine} de {catName} de las {time} no se registró. Si ya la diste, toca Medicado en la próxima hora.',
    doseMissed:
      'La dosis de {medicine} de {catName} de las {time} quedó sin registro y cuenta como perdida.',
    doseDayUntaken:
      'Nadie tomó {count} {{dosis|dosis}} de {medicine} de {catName} para mañana. Toma el día en la página del gato.',
    handlingAdvice: 'Esporotricosis: usa guantes, nada de contacto con la mano desnuda.',
    doseNight:
      'Esta noche: {count} {{dosis|dosis}} de {medicine} de {catName}, la primera a las {time}.',
    healthDue: '{what} de {catName} vence el {date}.',
    healthOverdue: '{what} de {catName} venció el {date} y sigue sin registro.',
    healthBooster: 'Refuerzo de la vacuna {vaccine}',
    healthBoosterAny: 'Refuerzo de la vacuna',
    dayMonth: '{day}/{month}',
  },
  regionTitle: 'Mi zona',
  regionHint:
    'Recibes alertas de gatos en Emergencia o Necesita atención hasta {km} km de este punto. Se guarda redondeado (cerca de 1 km) y nadie más lo ve.',
  regionNone: 'Sin zona definida: no recibes alertas de gatos cercanos.',
  regionDefined: 'Zona definida. Toca el mapa para mover el punto.',
  useLocation: 'Usar mi ubicación',
  pickOnMap: 'Elegir en el mapa',
  mapHint: 'Toca el mapa para marcar el centro de tu zona.',
  saveRegion: 'Guardar zona',
  clearRegion: 'Quitar zona',
  regionSaved: 'Zona guardada.',
  regionCleared: 'Zona quitada.',
  locating: 'Obteniendo tu ubicación…',
  locationFailed: 'No se pudo obtener tu ubicación. Elige el punto en el mapa.',
  pushSection: 'Alertas en este dispositivo',
  pushEnable: 'Recibir alertas en este dispositivo',
  pushDisable: 'Dejar de recibir alertas aquí',
  pushOn:
    'Este dispositivo recibe alertas: hasta 10 por día, y de 22:00 a 07:00 solo emergencias (el resto llega en un resumen por la mañana).',
  pushOff:
    'Las alertas aparecen en la campana. Actívalas para recibirlas también con la app cerrada.',
  pushUnsupported:
    'Este navegador no recibe alertas con la app cerrada. En Android usa Chrome; en iPhone, añade Gateiros a la pantalla de inicio.',
  pushDenied:
    'Las alertas están bloqueadas para este sitio en los permisos del navegador. Permítelas allí e inténtalo de nuevo.',
  pushFailed: 'No se pudieron activar las alertas en este dispositivo. Inténtalo de nuevo.',
  pushEnabled: 'Alertas activadas en este dispositivo.',
  pushDisabled: 'Alertas desactivadas en este dispositivo.',
  help: {
    shareWhatsapp: 'Compartir en WhatsApp',
    shareText: '{catName} está en {health} y necesita ayuda. ¿Alguien puede ir?',
    briefTitle: 'Antes de ir',
    reportedBy: 'Avisado por {name}',
    note: 'Nota',
    needs: 'Necesita',
    talk: 'Hablar con {name} por WhatsApp',
    noContact: '{name} no compartió un contacto. Mira el historial de check-ins del gato.',
    briefError: 'No se pudo cargar la nota de quien avisó.',
    claim: 'Voy a ayudar',
    join: 'Yo también voy',
    giveUp: 'Ya no voy',
    onTheWay: '{name} va en camino',
    onTheWayMore: '{name} y {count} más en camino',
    hint: 'Avisa a quien cuida a este gato que puedes ir. Cuando acepten, aparecen la nota y adónde ir. Tu check-in cierra el aviso; sin él, vence en 3 h.',
    going: 'Vas en camino. Haz el check-in al llegar.',
    claimed: 'Avisamos a quienes siguen a {catName}.',
    gaveUp: 'Aviso retirado.',
    signIn: 'Inicia sesión para avisar que vas a ayudar.',
    error: 'No se pudo enviar. Inténtalo de nuevo.',
    offered: '{name} ofreció ayuda',
    waiting:
      'Ofreciste ayuda. Quien cuida a este gato o quien avisó tiene que aceptar; entonces aparecen la nota y adónde ir.',
    offersTitle: 'Ofertas de ayuda',
    offerWaiting: '{name}: esperando que aceptes',
    offerAccepted: '{name}: en camino',
    accept: 'Aceptar ayuda de {name}',
    accepted: 'Ayuda de {name} aceptada.',
    spotLabel: 'Adónde ir (un punto de referencia)',
    spotHint:
      'Escribe un punto de referencia para quien va a ayudar. Nunca mostramos la ubicación guardada; el texto se borra cuando termina la ayuda.',
    spotSave: 'Enviar adónde ir',
    spotSaved: 'Enviado.',
    spot: 'Adónde ir',
  },
} satisfies NamespaceNotifyTranslation;

export default es_notify;
