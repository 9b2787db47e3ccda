import { and, eq, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { carerRequests, cats } from '../db/schema.js';

// Who cares for a cat, in one place: its registrar, the users whose request was approved, and
// (at the request level, not here) admins. Nothing about where a phone says it is counts. Later
// grants (colony members) join `grantedCatIds` as another union branch.

type UserIdParam = string | Placeholder;

/** The cats a user was granted care of, besides those they registered (an indexed subquery). */
export const grantedCatIds = (db: Db, userId: UserIdParam) =>
  db
    .select({ catId: carerRequests.catId })
    .from(carerRequests)
    .where(and(eq(carerRequests.userId, userId), eq(carerRequests.status, 'approved')));

/** Whether the user registered the cat or was granted care of it (admins aside). */
export function isCarerOf(db: Db, userId: string, catId: string): boolean {
  const registered = db
    .select({ id: cats.id })
    .from(cats)
    .where(and(eq(cats.id, catId), eq(cats.discoveredById, userId)))
    .get();
  if (registered) return true;
  const granted = db
    .select({ catId: carerRequests.catId })
    .from(carerRequests)
    .where(
      and(
        eq(carerRequests.catId, catId),
        eq(carerRequests.userId, userId),
        eq(carerRequests.status, 'approved'),
      ),
    )
    .get();
  return granted !== undefined;
}
