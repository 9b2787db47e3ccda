import { createTRPCContext, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from './api-types.js';

/**
 * `useTRPC()` is called in each feature's api.ts (and in lib/ for what several features share):
 * screens take their query and mutation options from there.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The options proxy `useTRPC()` returns. */
export type Api = TRPCOptionsProxy<AppRouter>;

/** What a screen adds to a mutation's options (its toasts, navigation…), for procedure `P`. */
export type MutationOptionsIn<P extends { mutationOptions: (...args: never[]) => unknown }> =
  NonNullable<Parameters<P['mutationOptions']>[0]>;
