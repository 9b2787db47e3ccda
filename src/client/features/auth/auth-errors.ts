import type { TranslationFunctions } from '../../../shared/i18n/i18n-types.js';
import { classifyError, type FieldErrors } from '../../lib/errors.js';

export interface AuthFailure {
  message: string;
  fieldErrors: FieldErrors;
}

/**
 * Login messages: a refusal with a message → 'Erro: {msg}' and its field errors
 * (any 4xx, so 429 says "too many attempts" too); without one → wrong credentials; a server
 * error → 'Erro no servidor: {status}'; no answer → cannot connect.
 */
export function loginFailure(LL: TranslationFunctions, error: unknown): AuthFailure {
  const failure = classifyError(error);
  const none: FieldErrors = {};
  switch (failure.kind) {
    case 'http':
      if (failure.status >= 500) {
        return {
          message: LL.auth.serverErrorStatus({ status: failure.status }),
          fieldErrors: none,
        };
      }
      return failure.message
        ? {
            message: LL.auth.loginErrorMsg({ msg: failure.message }),
            fieldErrors: failure.fieldErrors,
          }
        : { message: LL.errors.invalidCredentials(), fieldErrors: none };
    case 'noResponse':
      return { message: LL.auth.cannotConnect(), fieldErrors: none };
    case 'badFormat':
      return {
        message:
          failure.status !== null && failure.status >= 500
            ? LL.auth.serverErrorStatus({ status: failure.status })
            : LL.auth.loginError({ message: LL.common.apiErrors.badFormat() }),
        fieldErrors: none,
      };
    case 'unknown':
      return { message: LL.auth.loginError({ message: failure.message }), fieldErrors: none };
  }
}

/** Register: the server's message or 'Erro ao cadastrar'; a taken e-mail is shown at the field. */
export function registerFailure(LL: TranslationFunctions, error: unknown): AuthFailure {
  const failure = classifyError(error);
  if (failure.kind === 'noResponse') return { message: LL.auth.cannotConnect(), fieldErrors: {} };
  if (failure.kind !== 'http' || !failure.message) {
    return { message: LL.auth.registerFailed(), fieldErrors: {} };
  }
  const fieldErrors =
    failure.status === 409
      ? { email: failure.message, ...failure.fieldErrors }
      : failure.fieldErrors;
  return { message: failure.message, fieldErrors };
}

/** Google sign-in: the server's message, else googleFailed in the user's language. */
export function googleFailure(LL: TranslationFunctions, error: unknown): string {
  const failure = classifyError(error);
  if (failure.kind === 'noResponse') return LL.auth.cannotConnect();
  if (failure.kind === 'http' && failure.message) return failure.message;
  return LL.auth.googleFailed();
}
