import type { NamespaceTnrTranslation } from '../../i18n-types.js';

const es_tnr = {
  title: 'Castración (CER)',
  hint: 'Captura, esterilización y retorno, etapa por etapa.',
  empty: 'Aún no hay etapas registradas.',
  loadError: 'No se pudieron cargar las etapas.',
  steps: {
    'a-capturar': 'Por capturar',
    capturado: 'Capturado',
    'na-clinica': 'En la clínica',
    castrado: 'Castrado',
    'orelha-marcada': 'Oreja marcada',
    vacinado: 'Vacunado',
    'testado-fiv-felv': 'Prueba FIV/FeLV',
    microchip: 'Microchip',
    devolvido: 'Devuelto',
  },
  details: {
    clinic: 'Nombre de la clínica',
    vaccine: 'Qué vacuna',
    result: 'Resultado',
    chip: 'Número del microchip',
  },
  results: {
    negativo: 'Negativo',
    fiv: 'FIV positivo',
    felv: 'FeLV positivo',
    'fiv-felv': 'FIV y FeLV positivos',
  },
  recordedBy: '{date} · registrado por {name}',
  formTitle: 'Registrar etapa',
  stepLabel: 'Etapa',
  dateLabel: 'Fecha',
  chooseResult: 'Elige…',
  submit: 'Registrar etapa',
  saving: 'Registrando…',
  saved: 'Etapa registrada.',
  remove: 'Eliminar',
  removeLabel: 'Eliminar la etapa {step} del {date}',
  removed: 'Etapa eliminada.',
  suggest: 'Registrar etapa: {step}',
  adoptedOn: 'Adoptado el {date}',
  adoptTitle: 'Marcar como adoptado',
  adoptHint:
    'El gato sale del mapa y de las listas de gatos activos. No anotes datos de quien adoptó.',
  adoptDate: 'Fecha de adopción',
  adoptNote: 'Nota (opcional)',
  adoptSubmit: 'Marcar como adoptado',
  adopted: 'Gato marcado como adoptado.',
} satisfies NamespaceTnrTranslation;

export default es_tnr;
