import type { NamespaceColoniesTranslation } from '../../i18n-types.js';
import { unseenTexts } from './unseen.js';
import { savedMap } from './saved-map.js';

const es_colonies = {
  title: 'Colonias',
  intro: 'Grupos de gatos cuidados juntos, con coordinación y cuidadores.',
  empty: 'Todavía no hay colonias.',
  emptyHint: 'Crea la primera colonia de tu grupo.',
  pendingRequests: '{count} {{pedido|pedidos}} para entrar {{espera|esperan}} tu decisión',
  loadError: 'No se pudieron cargar las colonias.',
  card: {
    cats: '{count} {{gato|gatos}}',
    members: '{count} {{miembro|miembros}}',
    sterilized: '{percent}% castrados',
    area: 'Área pública: {count} {{cuadrado|cuadrados}} de unos 500 m donde están sus gatos',
    areaMap: 'Mapa del área de la colonia',
  },
  oldPoints: {
    title: 'Aviso de privacidad:',
    body: 'antes de esta versión cada gato aparecía en el mapa un poco lejos de donde vive, cada uno hacia un lado, y juntar esos lugares podía mostrar dónde comen los gatos. Si esos puntos ya se vieron, el lugar de la colonia puede ya conocerse. Ahora todos los gatos de un cuadrado de unos 500 m aparecen en el mismo punto.',
    dismiss: 'Entendido',
  },
  me: {
    coordinator: 'Coordinas',
    carer: 'Eres cuidador(a)',
    pending: 'Solicitud enviada',
  },
  create: {
    title: 'Crear colonia',
    name: 'Nombre de la colonia',
    description: 'Descripción',
    descriptionHint: 'Dónde está, cuántos gatos, cómo se organiza el grupo.',
    where:
      'El punto de la colonia es tu ubicación actual; solo se guarda el cuadrado de unos 500 m donde está.',
    submit: 'Crear colonia',
    created: 'Colonia creada. Tú la coordinas.',
    noLocation: 'Necesitamos tu ubicación para crear la colonia.',
  },
  page: {
    notSaved: 'Esta colonia no está guardada en este teléfono',
    notSavedText:
      'Todavía no se abrió en este dispositivo. Se abrirá sola cuando vuelva la conexión.',
    loadError: 'No se pudo cargar la colonia',
    join: 'Pedir entrar',
    joined: 'Solicitud enviada: la coordinación responderá.',
    leave: 'Salir de la colonia',
    withdraw: 'Cancelar solicitud',
    left: 'Saliste de la colonia.',
    membersOnly: 'Quien forma parte de la colonia ve sus gatos, miembros y comidas.',
    lastFeeding: 'Última comida:',
    justNow: 'ahora mismo',
    neverFed: 'Todavía no hay comidas registradas.',
    members: 'Miembros',
    requests: 'Solicitudes para entrar',
    approve: 'Aprobar',
    decline: 'Rechazar',
    manageMembers: 'Gestionar miembros',
    makeCoordinator: 'Hacer coordinador(a)',
    roleCoordinator: 'Coordinación',
    roleCarer: 'Cuidador(a)',
    cats: 'Gatos de la colonia',
    noCats: 'Todavía no hay gatos en la colonia. Añade un gato desde su página.',
    remove: 'Retirar',
    removeLabel: 'Retirar a {name} de la colonia',
    removeTitle: '¿Retirar a {name} de la colonia?',
    removeText:
      'La persona deja de ver al instante los lugares exactos, los cuidadores, la escala y el TNR de los gatos de esta colonia, sale de sus turnos y la app borra las copias de esos datos en su dispositivo. Recibe un aviso en la app, con el motivo si escribes uno. La retirada queda en el registro de auditoría y solo podrá pedir entrar de nuevo después de 7 días.',
    removeReason: 'Motivo (opcional)',
    removeReasonHint: 'La persona ve este texto. Hasta 300 caracteres.',
    removePending: 'Retirando…',
    removed: '{name} ya no está en la colonia.',
    leaveTitle: '¿Salir de {name}?',
    leaveText:
      'Dejas de ver al instante los lugares exactos, los cuidadores, la escala y el TNR de los gatos de esta colonia (salvo los que cuidas por otro motivo), sales de tus turnos y la app borra las copias de esos datos en este dispositivo.',
    sections: 'Secciones de la colonia',
    sectionCats: 'Gatos',
    sectionRota: 'Turnos',
    sectionMembers: 'Miembros',
    sectionRequests: 'Solicitudes',
    sectionReport: 'Informe',
    reportTitle: 'Informe de impacto',
    reportText:
      'Gatos por situación, TNR, % esterilizados, check-ins y regularidad de la alimentación, en CSV o para imprimir.',
    coordinatorTools: 'Herramientas de coordinación',
    declineLabel: 'Rechazar la solicitud de {name}',
    declineTitle: '¿Rechazar la solicitud de {name}?',
    declineText:
      '{name} no entra en la colonia y la solicitud sale de la lista. Puede pedir entrar de nuevo.',
    declinePending: 'Rechazando…',
    noRequests: 'Ninguna solicitud para entrar.',
    back: 'Todas las colonias',
  },
  unseen: unseenTexts,
  onCatPage: {
    title: 'Colonia',
    in: 'Este gato forma parte de la colonia',
    none: 'Este gato no está en ninguna colonia.',
    add: 'Poner en la colonia',
    choose: 'Elige la colonia',
    added: 'Gato añadido a la colonia.',
    remove: 'Sacar de la colonia',
    removed: 'Gato sacado de la colonia.',
  },
  savedMap,
  census: {
    more: 'El gráfico y cómo se calcula',
    bar: 'Censo',
    title: 'Censo de la colonia',
    estimate: '≈ {size} {{gato|gatos}} ({low}–{high})',
    coverage: 'al menos {percent} % castrados',
    coverageRange: 'entre {low} % y {high} %, por el intervalo de la estimación',
    chartLabel: 'Castrados: al menos {percent} %, entre {low} % y {high} %; la línea marca 70 %',
    line: '70 %',
    below: 'Por debajo del 70 % castrados, una colonia sigue creciendo.',
    above: 'Por encima de la línea del 70 %.',
    newcomersUnregistered:
      '{count} {{gato sin registro|gatos sin registro}} más en las últimas 2 semanas',
    newcomersRegistered: '{count} {{gato registrado|gatos registrados}} desde el primer conteo',
    basis:
      'Estimación de Bowden, con {occasions} {{conteo|conteos}} y {marked} gatos registrados, de los últimos 60 días. Cuenta en cada alimentación los “Otros gatos vistos”.',
    reason: {
      fewMarked:
        'Sin estimación: el censo necesita al menos 3 gatos registrados en la colonia desde antes de los conteos.',
      fewOccasions:
        'Sin estimación todavía: hacen falta 5 alimentaciones con “Otros gatos vistos” respondido en los últimos 60 días ({occasions} hasta ahora).',
      noVariation:
        'Sin estimación: todos los gatos registrados se vieron el mismo número de veces. Más conteos permitirán estimar.',
    },
  },
} satisfies NamespaceColoniesTranslation;

export default es_colonies;
