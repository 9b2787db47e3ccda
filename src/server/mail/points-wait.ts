import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { smtpConfigured, type Settings } from '../settings.js';

/**
 * Whether points earned now wait for the user's address to be verified: only where the server
 * sends e-mail (without it nobody could verify). Read inside the awarding transaction, so a
 * verification committing meanwhile is seen and no row is left pending after the release.
 */
export function pointsWait(tx: Db, settings: Settings, userId: string): boolean {
  if (!smtpConfigured(settings)) return false;
  const row = tx
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return !row?.verifiedAt;
}
