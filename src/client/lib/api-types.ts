import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router.js';

export type { AppRouter };
export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** The signed-in user's own account, as `auth.me` returns it. */
export type OwnUser = RouterOutputs['auth']['me'];
/** A cat as the API answers it. */
export type CatDto = RouterOutputs['cats']['byId']['cat'];
