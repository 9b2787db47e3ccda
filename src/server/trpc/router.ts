import { createCallerFactory, router } from './init.js';
import { accountsRouter } from './routers/accounts.js';
import { adminRouter } from './routers/admin.js';
import { authRouter } from './routers/auth.js';
import { carersRouter } from './routers/carers.js';
import { coloniesRouter } from './routers/colonies.js';
import { rotaRouter } from './routers/rota.js';
import { catsRouter } from './routers/cats.js';
import { checkinsRouter } from './routers/checkins.js';
import { configRouter } from './routers/config.js';
import { emailRouter } from './routers/email.js';
import { favoritesRouter } from './routers/favorites.js';
import { healthRecordRouter } from './routers/health-record.js';
import { healthReportsRouter } from './routers/health-reports.js';
import { moderationRouter } from './routers/moderation.js';
import { helpRouter, notificationsRouter } from './routers/notifications.js';
import { rankingRouter } from './routers/ranking.js';
import { reportsRouter } from './routers/reports.js';
import { tnrRouter } from './routers/tnr.js';
import { unseenCatsRouter } from './routers/unseen-cats.js';
import { treatmentsRouter } from './routers/treatments.js';
import { usersRouter } from './routers/users.js';

export const appRouter = router({
  auth: authRouter,
  accounts: accountsRouter,
  admin: adminRouter,
  cats: catsRouter,
  carers: carersRouter,
  colonies: coloniesRouter,
  rota: rotaRouter,
  favorites: favoritesRouter,
  help: helpRouter,
  healthRecord: healthRecordRouter,
  healthReports: healthReportsRouter,
  moderation: moderationRouter,
  notifications: notificationsRouter,
  config: configRouter,
  email: emailRouter,
  checkins: checkinsRouter,
  ranking: rankingRouter,
  reports: reportsRouter,
  tnr: tnrRouter,
  unseenCats: unseenCatsRouter,
  treatments: treatmentsRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
