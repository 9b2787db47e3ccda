import type { TRPCError } from '@trpc/server';
import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import { SIGNED_OUT } from '../../shared/accounts.js';
import type { Locale } from '../../shared/constants.js';
import { isErrorKey, message, type Message } from '../../shared/messages.js';
import type { Context } from '../context.js';
import { AppError, fail } from '../lib/app-error.js';
import { translate, translateIssue, translatorFor } from '../lib/i18n.js';

export interface FieldError {
  param: string;
  msg: string;
}

/** The zod issues behind an error as the client reads them, or undefined for other errors. */
export function fieldErrorsOf(error: TRPCError, locale: Locale): FieldError[] | undefined {
  // An answer that fails its output schema is a server fault: its issues are not the caller's.
  if (error.code === 'INTERNAL_SERVER_ERROR') return undefined;
  if (!(error.cause instanceof z.ZodError)) return undefined;
  return error.cause.issues.map((issue) => ({
    param: [...issue.path, ...(issue.code === 'unrecognized_keys' ? issue.keys : [])].join('.'),
    msg: translateIssue(locale, issue),
  }));
}

/**
 * Errors raised before a context exists (the adapter's own refusals, such as a batch with
 * `allowBatching: false`), with what their request said: tRPC calls plugins/trpc.ts's onError
 * with the request before it formats the error, and it notes them here, so that they too are
 * answered in the caller's language.
 */
const contextless = new WeakMap<TRPCError, { locale: Locale; batch: boolean }>();

export function noteContextlessError(
  error: TRPCError,
  request: { locale: Locale; batch: boolean },
): void {
  contextless.set(error, request);
}

/**
 * The message the client reads, translated here once: the first field error's, else the
 * AppError's text, else the error's key (a refusal without parameters).
 */
export function errorMessageOf(error: TRPCError, locale: Locale): string {
  const first = fieldErrorsOf(error, locale)?.[0];
  if (first) return first.msg;
  if (error.code === 'INTERNAL_SERVER_ERROR') return translate(locale, message('internal'));
  if (error instanceof AppError) return translate(locale, error.text);
  if (error.code === 'BAD_REQUEST' && contextless.get(error)?.batch) {
    return translate(locale, message('batchRefused'));
  }
  if (error.code === 'PARSE_ERROR' || error.cause instanceof SyntaxError) {
    return translate(locale, message('invalidJson'));
  }
  const key = error.message;
  return isErrorKey(translatorFor(locale), key) ? translate(locale, { key } as Message) : key;
}

/**
 * Why a 401 came, when it is not simply no token or an expired one: `signedOut`, the token's
 * session was ended from elsewhere (docs/accounts.md). Both transports carry it as `reason`.
 */
export function unauthorizedReason(error: TRPCError): typeof SIGNED_OUT | undefined {
  return error instanceof AppError && error.text.key === 'signedOutElsewhere'
    ? SIGNED_OUT
    : undefined;
}

/** The 401 of a call that needs an account, saying so when the session was ended elsewhere. */
export const signInRequired = (ctx: Context) =>
  fail('UNAUTHORIZED', ctx.sessionEnded ? 'signedOutElsewhere' : 'unauthorized');

const trpc = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const locale = ctx?.locale ?? contextless.get(error)?.locale ?? 'pt-BR';
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      message: errorMessageOf(error, locale),
      data: { ...data, errors: fieldErrorsOf(error, locale), reason: unauthorizedReason(error) },
    };
  },
});

export const router = trpc.router;
export const createCallerFactory = trpc.createCallerFactory;
export const publicProcedure = trpc.procedure;

export const protectedProcedure = trpc.procedure.use(({ ctx, next }) => {
  if (ctx.pendingUser) throw fail('FORBIDDEN', 'accountPending');
  if (!ctx.user) throw signInRequired(ctx);
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Any signed-in account, also one awaiting approval (it reads its own status through auth.me). */
export const accountProcedure = trpc.procedure.use(({ ctx, next }) => {
  const user = ctx.user ?? ctx.pendingUser;
  if (!user) throw signInRequired(ctx);
  return next({ ctx: { ...ctx, user } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.isAdmin) throw fail('FORBIDDEN', 'forbidden');
  return next();
});
