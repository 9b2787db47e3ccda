/** "Gatos sumidos" on the colony page: each cat's last sighting and the coordinators' setting. */
export const unseenTexts = {
  seenDays: 'Visto há {days:number} {{dia|dias}}, por {name:string}',
  seenToday: 'Visto há menos de 1 dia, por {name:string}',
  missing: 'Sumido',
  rule: 'Sumido: {days:number} {{dia|dias}} sem ser visto. A coordenação é avisada.',
  title: 'Gatos sumidos',
  days: 'Avisar depois de quantos dias sem ser visto',
  save: 'Salvar prazo',
  saved: 'Prazo de gatos sumidos salvo.',
};
