import { TRPCError } from '@trpc/server';
import { protectedProcedure } from './init.js';

/**
 * For procedures whose input schema parses a FormData upload (lib/form-data.ts). tRPC wraps
 * whatever an input parser throws in a BAD_REQUEST; the upload schemas throw TRPCErrors of their
 * own (413 for a photo too large, 'photoNotImage' for text where a file belongs), passed on here
 * as they were thrown. Placed before `.input()`, so it sees the parse; a resolver's TRPCError is
 * never wrapped, so only input errors carry a TRPCError as their cause.
 */
export const uploadProcedure = protectedProcedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof TRPCError) throw result.error.cause;
  return result;
});
