import { createCallerFactory, router } from './init.js';
import { authRouter } from './routers/auth.js';
import { configRouter } from './routers/config.js';

export const appRouter = router({
  auth: authRouter,
  config: configRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
