import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const coloniesErrors = {
  colonyNameRequired: 'Dale un nombre a la colonia',
  colonyNotFound: 'Colonia no encontrada.',
  colonyCoordinatorOnly: 'Solo quien coordina esta colonia puede hacer esto.',
  colonyAlreadyMember: 'Ya formas parte de esta colonia.',
  colonyRequestPending: 'Ya pediste entrar: la solicitud espera a la coordinación.',
  colonyRequestNotFound: 'Esta persona no tiene una solicitud pendiente para esta colonia.',
  colonyNotMember: 'Esta persona no forma parte de esta colonia.',
  colonyLastCoordinator: 'La colonia necesita antes a otra persona en la coordinación.',
  colonyRemoveSelf: 'Para salir de la colonia, usa “Salir de la colonia”.',
  colonyRejoinWait:
    'La coordinación te retiró de esta colonia hace poco. Podrás pedir entrar de nuevo en {days} día(s).',
  colonyCatCarerOnly: 'Solo quien ya cuida de este gato puede ponerlo en una colonia.',
  colonyCatElsewhere: 'Este gato ya está en otra colonia.',
  colonyCatNotFound: 'Este gato no está en esta colonia.',
  colonyCreateLimit: 'Creaste 3 colonias en las últimas 24 horas. Inténtalo de nuevo mañana.',
  feedingMembersOnly: 'Solo quien forma parte de esta colonia registra su alimentación.',
  feedingCatsRequired: 'Marca al menos un gato que alimentaste.',
  otherCatsInvalid: 'Otros gatos vistos: un número entero de 0 a 100.',
  otherCatsRequired: 'Di cuántos otros gatos (sin registro) viste; 0 si ninguno.',
  censusForbidden: 'Solo quien forma parte de esta colonia o cuida de sus gatos ve el censo.',
} satisfies Partial<NamespaceErrorsTranslation>;
