import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { Context } from '../context.js';
import { translate } from '../lib/i18n.js';

export interface FieldError {
  param: string;
  msg: string;
}

const trpc = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const locale = ctx?.locale ?? 'pt-BR';
    const zodError = error.cause instanceof z.ZodError ? error.cause : null;
    const errors: FieldError[] | undefined = zodError?.issues.map((issue) => ({
      param: [...issue.path, ...(issue.code === 'unrecognized_keys' ? issue.keys : [])].join('.'),
      msg: translate(locale, issue.message),
    }));
    let key = error.message;
    if (error.code === 'INTERNAL_SERVER_ERROR') key = 'internal';
    else if (error.code === 'PARSE_ERROR' || error.cause instanceof SyntaxError)
      key = 'invalidJson';
    const message = errors?.[0]?.msg ?? translate(locale, key);
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message, data: { ...data, errors } };
  },
});

export const router = trpc.router;
export const createCallerFactory = trpc.createCallerFactory;
export const publicProcedure = trpc.procedure;

export const protectedProcedure = trpc.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'unauthorized' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: 'forbidden' });
  return next();
});
