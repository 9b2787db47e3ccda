import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from './api-types.js';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
