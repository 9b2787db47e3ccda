import { authRoutes } from './routes/auth.js';
import { catRoutes } from './routes/cats.js';
import { checkinRoutes } from './routes/checkins.js';
import { impactRoutes } from './routes/impact.js';
import { notificationRoutes } from './routes/notifications.js';
import { reportRoutes } from './routes/reports.js';
import { systemRoutes } from './routes/system.js';
import { userRoutes } from './routes/users.js';
import type { RestRoute } from './route.js';

/** Every REST route, in the order of the OpenAPI document's tags. */
export const restRoutes: readonly RestRoute[] = [
  ...authRoutes,
  ...catRoutes,
  ...checkinRoutes,
  ...userRoutes,
  ...notificationRoutes,
  ...reportRoutes,
  ...impactRoutes,
  ...systemRoutes,
];
