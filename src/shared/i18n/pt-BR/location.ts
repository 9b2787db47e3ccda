/** The user's position (lib/location.ts) as the screens show it. */
export const location = {
  locating: 'Obtendo sua localização…',
  unavailable: 'Localização não disponível',
  enable: 'Habilitar Localização',
  approximate: 'Localização aproximada pela sua conexão.',
  near: 'Perto de {place:string}',
  distanceAway: 'a {distance:string}',
  pickOnMap: 'Escolher no mapa',
  pickOnMapHint: 'Mova o mapa até onde você está e toque em “Escolher no mapa”.',
  listLoading: 'Gatos Próximos',
  errors: {
    permissionDenied:
      'Permissão de localização negada. Ative o acesso à localização nas configurações do navegador.',
    positionUnavailable: 'Localização indisponível. Verifique se o GPS está ativado.',
    timeout: 'Tempo esgotado ao obter sua localização. Tente novamente.',
    unknown: 'Erro desconhecido ao obter sua localização.',
    unsupported: 'Seu navegador não suporta geolocalização.',
  },
};
