export const offlineErrors = {
  // writes sent from the device's outbox
  clientIdInvalid: 'Identificador do registro inválido (clientId deve ser um UUID)',
  capturedAtInvalid: 'Data do registro inválida (capturedAt deve ser uma data ISO 8601 com fuso)',
  clientIdConflict:
    'Este registro já foi enviado com outro conteúdo. Descarte-o ou crie um novo registro.',
};
