/**
 * "Alimentei a colônia" on the colony page and on the home of a colony's member: in the app's
 * dictionary because the home shows it and loads no namespace.
 */
export const feeding = {
  homeTitle: 'Suas colônias',
  today: {
    title: 'Hoje',
    doses: '{count:number} {{dose|doses}}',
    mine: '{count:number} {{sua|suas}}',
    due: '{count:number} {{reforço|reforços}}',
    unseen: '{count:number} {{gato sumido|gatos sumidos}}',
    nothing: 'nada pendente',
  },
  button: 'Alimentei a colônia',
  buttonNamed: 'Alimentei a colônia — {name:string}',
  cats: 'Gatos vistos: {ticked:number} de {total:number}',
  catsHint: 'Desmarque os gatos que você não viu. Cada gato marcado ganha um check-in “Alimentou”.',
  noCats: 'Nenhum gato na colônia para alimentar ainda.',
  noneTicked: 'Marque pelo menos um gato que você alimentou.',
  sending: 'Registrando…',
  resultTitle: 'Alimentação registrada',
  fed: '{count:number} {{gato alimentado|gatos alimentados}}: +{points:number} pontos',
  fedNoPoints:
    '{count:number} {{gato alimentado|gatos alimentados}}. Registrado — sem pontos desta vez',
  nothingFed: 'Nenhum gato registrado.',
  catPoints: '{name:string}: +{points:number}',
  catNoPoints: '{name:string}: sem pontos ({reason:string})',
  catNoPointsPlain: '{name:string}: sem pontos',
  skippedTitle: 'Não registrado:',
  skip: {
    notInColony: '{name:string} não está mais na colônia',
    hidden: '{name:string} foi ocultado pela moderação',
    adopted: '{name:string} foi adotado',
    inactive: '{name:string} está inativo',
  },
  queued:
    'Sem conexão: a alimentação de {count:number} {{gato|gatos}} foi guardada no aparelho e será enviada quando a conexão voltar. Ela conta para o turno na hora em que foi feita.',
  noLocation:
    'Precisamos da sua localização para registrar a alimentação (as regras de pontos usam a distância).',
  close: 'Fechar',
  otherCats: 'Outros gatos vistos (sem cadastro)',
  otherCatsHint: 'Para o censo: 0 se não viu nenhum.',
  otherCatsAsk: 'Quantos outros gatos, sem cadastro, você viu? Digite 0 se nenhum.',
  otherCatsInvalid: 'Digite um número inteiro de 0 a 100.',
};
