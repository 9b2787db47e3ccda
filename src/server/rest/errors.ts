import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { z } from 'zod';
import type { ErrorKey, Message } from '../../shared/messages.js';
import type { Context } from '../context.js';
import { AppError, fail } from '../lib/app-error.js';
import type { SIGNED_OUT } from '../../shared/accounts.js';
import {
  errorMessageOf,
  fieldErrorsOf,
  signInRequired,
  unauthorizedReason,
  type FieldError,
} from '../trpc/init.js';

export interface RestErrorBody {
  msg: string;
  errors?: FieldError[];
  /** On a 401 only: `signedOut` when the token's session was ended elsewhere (docs/rest-api.md). */
  reason?: typeof SIGNED_OUT;
}

/** A file that is not an image: 415 for REST clients (tRPC answers 400). */
const NOT_AN_IMAGE: ErrorKey = 'photoNotImage';

/**
 * A TRPCError as the REST answer: the status tRPC would use (415 for a file that is not an image)
 * and the message and field errors the router's error formatter gives (trpc/init.ts), translated
 * for the caller, so both transports word every error the same way.
 */
export function restError(
  error: TRPCError,
  ctx: Context | undefined,
): { status: number; body: RestErrorBody } {
  const locale = ctx?.locale ?? 'pt-BR';
  let status = getHTTPStatusCodeFromError(error);
  if (status === 400 && error.message === NOT_AN_IMAGE) status = 415;
  const message = errorMessageOf(error, locale);
  const errors = fieldErrorsOf(error, locale);
  const reason = unauthorizedReason(error);
  const body: RestErrorBody = errors?.length ? { msg: message, errors } : { msg: message };
  return { status, body: reason ? { ...body, reason } : body };
}

/**
 * An error about one field (or none), worded by the formatter like any zod issue: the text's
 * parameters ride on the issue as `params`.
 */
export function fieldError(
  code: TRPC_ERROR_CODE_KEY,
  text: Message,
  path: (string | number)[] = [],
): AppError {
  const issues: z.core.$ZodIssue[] = [
    { code: 'custom', path, message: text.key, params: text.params, input: undefined },
  ];
  return new AppError(code, text, path.length ? new z.ZodRealError(issues) : undefined);
}

export const unauthorized = (ctx: Context) => signInRequired(ctx);

export const unsupportedMediaType = () => fail('UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType');

/**
 * The same error with its field paths renamed to what the REST client sent (`lat` for
 * `latitude`, `notificationSettings.radius` for `radius`).
 */
export function renameFields(
  error: TRPCError,
  rename: (path: PropertyKey[]) => PropertyKey[],
): TRPCError {
  if (!(error.cause instanceof z.ZodError)) return error;
  const issues = error.cause.issues.map((issue) => ({ ...issue, path: rename(issue.path) }));
  return new TRPCError({
    code: error.code,
    message: error.message,
    cause: new z.ZodRealError(issues),
  });
}
