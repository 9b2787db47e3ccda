/** The colony's area saved on the phone for offline use (features/colonies/saved-colony-map.tsx). */
export const savedMap = {
  save: 'Salvar mapa da região neste celular',
  measuring: 'Calculando o tamanho…',
  confirm:
    'Cerca de {size:string}: o mapa até 2 km em volta da colônia, para abrir sem conexão. Prefira o Wi-Fi.',
  confirmSave: 'Salvar',
  cancel: 'Cancelar',
  progress: 'Salvando o mapa: {percent:number}%',
  progressLabel: 'Mapa da região',
  saved: 'Mapa salvo: {size:string}',
  savedHint: 'O mapa em volta da colônia abre neste celular mesmo sem conexão.',
  remove: 'Remover o mapa salvo',
  retry: 'Tentar de novo',
  errorQuota: 'Não há espaço livre neste celular para o mapa. Libere espaço e tente de novo.',
  errorOffline:
    'Você está sem conexão: o mapa não foi salvo. Tente de novo quando houver internet.',
  errorServer: 'O servidor de mapas não entregou o mapa. Tente de novo mais tarde.',
  errorTooLarge: 'A região da colônia é grande demais para salvar (mais de 50 MB).',
};
