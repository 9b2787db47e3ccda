/** "Gatos sumidos": the colony page's sightings and its setting. */
export const unseenErrors = {
  todayMembersOnly: 'Só quem faz parte da colônia vê o que há para fazer hoje nela.',
  unseenMembersOnly: 'Só quem faz parte da colônia vê quando cada gato foi visto.',
  unseenDaysRequired: 'Informe em quantos dias sem ser visto um gato é dado como sumido.',
  unseenDaysWhole: 'Use um número inteiro de dias.',
};
