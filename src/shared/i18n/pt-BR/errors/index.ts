import type { BaseTranslation } from '../../i18n-types.js';
import { carersErrors } from './errors-carers.js';
import { coloniesErrors } from './errors-colonies.js';
import { rotaErrors } from './errors-rota.js';
import { unseenErrors } from './errors-unseen.js';
import { tnrErrors } from './errors-tnr.js';
import { treatmentsErrors } from './errors-treatments.js';
import { healthErrors } from './errors-health.js';
import { reportsErrors } from './errors-reports.js';
import { catsErrors } from './errors-cats.js';
import { checkinsErrors } from './errors-checkins.js';
import { offlineErrors } from './errors-offline.js';
import { usersErrors } from './errors-users.js';
import { mailErrors } from './errors-mail.js';
import { notifyErrors } from './errors-notify.js';
import { moderationErrors } from './errors-moderation.js';
import { accountsErrors } from './errors-accounts.js';
import { limitsErrors } from './errors-limits.js';

/**
 * Messages the server and the shared zod schemas refer to by key; each side translates the key
 * into the user's language. Keys are flat so any side can look one up.
 */
const pt_BR_errors = {
  ...carersErrors,
  ...coloniesErrors,
  ...rotaErrors,
  ...unseenErrors,
  ...tnrErrors,
  ...treatmentsErrors,
  ...healthErrors,
  ...reportsErrors,
  ...catsErrors,
  ...checkinsErrors,
  ...offlineErrors,
  ...usersErrors,
  ...accountsErrors,
  ...limitsErrors,
  ...mailErrors,
  ...notifyErrors,
  ...moderationErrors,
  // login form
  loginEmailRequired: 'O e-mail é obrigatório',
  loginEmailInvalid: 'E-mail inválido',
  loginPasswordRequired: 'A senha é obrigatória',
  // register form
  nameRequired: 'Nome é obrigatório',
  registerEmailRequired: 'E-mail é obrigatório',
  registerEmailInvalid: 'E-mail inválido',
  registerPasswordRequired: 'Senha é obrigatória',
  passwordTooShort: 'A senha deve ter no mínimo 6 caracteres',
  passwordsDontMatch: 'As senhas não conferem',
  // auth
  invalidCredentials: 'E-mail ou senha incorretos',
  emailTaken: 'Este e-mail já está cadastrado',
  setupLinkInvalid:
    'Este link de configuração não vale mais. Use o link mais novo do log do servidor.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  unauthorized: 'Não autorizado. Por favor, faça login novamente.',
  signedOutElsewhere: 'Você saiu deste aparelho em outro lugar. Entre de novo para continuar.',
  forbidden: 'Você não tem permissão para fazer isso.',
  googleNotConfigured: 'Login com Google não está configurado neste servidor.',
  googleInvalidToken: 'Não foi possível validar o login com Google.',
  // generic
  notFound: 'Recurso não encontrado.',
  invalidValue: 'Valor inválido',
  invalidType: 'Tipo de valor inválido',
  unknownField: 'Campo desconhecido: {field:string}',
  tooLong: 'Texto longo demais (máximo {max:number} caracteres)',
  tooManyItems: 'Lista longa demais (máximo {max:number} itens)',
  tooFewItems: 'Lista curta demais (mínimo {min:number} itens)',
  tooBig: 'Valor alto demais (máximo {max:number})',
  tooSmall: 'Valor baixo demais (mínimo {min:number})',
  fieldRequired: 'Campo obrigatório',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  photoNotImage: 'Foto inválida: envie uma imagem JPEG, PNG ou WebP.',
  photoTooLarge: 'Cada foto pode ter no máximo 10 MB.',
  photoTooManyPixels: 'A foto tem resolução grande demais.',
  uploadsBusy: 'Muitas fotos estão sendo enviadas agora. Tente novamente em alguns segundos.',
  photoTooSmall: 'A foto é pequena demais: ela precisa ter pelo menos 320 px no lado menor.',
  bodyTooLarge: 'A requisição é grande demais.',
  batchRefused: 'Este servidor não aceita chamadas em lote: envie uma chamada por pedido.',
  lengthRequired: 'O envio precisa informar o seu tamanho (cabeçalho Content-Length).',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  validationFailed: 'Alguns campos são inválidos.',
  internal: 'Erro no servidor. Por favor, tente novamente mais tarde.',
} satisfies BaseTranslation;

export default pt_BR_errors;
