import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from '../context.js';
import { restError } from '../rest/errors.js';
import { createCallerFactory, publicProcedure, router } from './init.js';
import { appRouter } from './router.js';

describe('output schemas', () => {
  it('every procedure declares the shape of its answer as a zod schema', () => {
    const byPath: Record<string, unknown> = appRouter._def.procedures;
    const procedures = Object.entries(byPath as Record<string, { _def: { output?: unknown } }>);
    expect(procedures.length).toBeGreaterThan(30);
    const without = procedures.filter(([, p]) => !(p._def.output instanceof z.ZodType));
    expect(without.map(([path]) => path)).toEqual([]);
  });

  it('an answer with a field its schema lacks is a plain 500, its issues kept from the caller', async () => {
    const drifted = router({
      answer: publicProcedure
        .output(z.strictObject({ name: z.string() }))
        .query(() => ({ name: 'Mingau', email: 'secret@example.com' }) as { name: string }),
    });
    const caller = createCallerFactory(drifted)({ locale: 'en' } as Context);
    const error = await caller.answer().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('INTERNAL_SERVER_ERROR');
    expect(restError(error as TRPCError, { locale: 'en' } as Context)).toEqual({
      status: 500,
      body: { msg: 'Server error. Please try again later.' },
    });
  });
});
