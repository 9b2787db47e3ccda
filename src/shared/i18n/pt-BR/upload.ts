/** Photo uploads: progress bar and cancel. */
export const upload = {
  preparing: 'Preparando as fotos…',
  progress: 'Enviando: {percent:number}%',
  label: 'Progresso do envio',
  cancel: 'Cancelar envio',
  canceled: 'Envio cancelado. Nada foi salvo.',
};
