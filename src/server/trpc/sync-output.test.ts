import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from '../context.js';
import { createCallerFactory, publicProcedure, router } from './init.js';
import { syncOutput } from './sync-output.js';

const shape = z.strictObject({ name: z.string(), age: z.number().int().optional() });

describe('syncOutput', () => {
  it('answers what the schema itself parses', async () => {
    const checked = router({
      answer: publicProcedure.output(syncOutput(shape)).query(() => ({ name: 'Mingau', age: 3 })),
    });
    const caller = createCallerFactory(checked)({ locale: 'en' } as Context);
    expect(await caller.answer()).toEqual(shape.parse({ name: 'Mingau', age: 3 }));
  });

  it('refuses a drifted answer as the schema does: a 500 carrying the same issues', async () => {
    const drifted = router({
      answer: publicProcedure
        .output(syncOutput(shape))
        .query(() => ({ name: 'Mingau', email: 'secret@example.com' }) as { name: string }),
    });
    const caller = createCallerFactory(drifted)({ locale: 'en' } as Context);
    const error = await caller.answer().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('INTERNAL_SERVER_ERROR');
    const issues = ((error as TRPCError).cause as z.ZodError).issues;
    const expected = shape.safeParse({ name: 'Mingau', email: 'secret@example.com' }).error!;
    expect(issues.map(({ code, path, message }) => ({ code, path, message }))).toEqual(
      expected.issues.map(({ code, path, message }) => ({ code, path, message })),
    );
  });

  it('refuses a schema zod cannot compile, at its first answer', async () => {
    // zod compiles a constant catch value, not a callback.
    const caught = z.strictObject({ name: z.string().catch(() => 'unknown') });
    const uncompilable = router({
      answer: publicProcedure.output(syncOutput(caught)).query(() => ({ name: 'Mingau' })),
    });
    const caller = createCallerFactory(uncompilable)({ locale: 'en' } as Context);
    const error = await caller.answer().catch((e: unknown) => e);
    expect((error as TRPCError).cause).toBeInstanceOf(z.ZodCompileUnsupportedError);
  });
});
