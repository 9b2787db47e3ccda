import { sql } from 'drizzle-orm';
import type { Context } from '../context.js';
import { perDatabase, type Db } from '../db/client.js';
import { hiddenItems } from '../db/moderation-schema.js';

/** Admins and moderators (flagged by `npm run admin -- create-moderator`). */
export const canModerate = (ctx: Pick<Context, 'user' | 'isAdmin'>): boolean =>
  ctx.isAdmin || (ctx.user?.status === 'active' && ctx.user.isModerator);

const query = perDatabase((db: Db) =>
  db
    .select({ type: hiddenItems.targetType, id: hiddenItems.targetId, reason: hiddenItems.reason })
    .from(hiddenItems)
    .where(sql`${hiddenItems.targetId} in (select value from json_each(${sql.placeholder('ids')}))`)
    .prepare(),
);

/**
 * Which of these cats, photos or check-ins are hidden by moderation, with the reason: one indexed
 * lookup per answer. Hidden content leaves every answer but its owner's and moderators'.
 */
export function hiddenAmong(db: Db, ids: readonly string[]): Map<string, string> {
  if (ids.length === 0) return new Map();
  return new Map(
    query(db)
      .all({ ids: JSON.stringify(ids) })
      .map((row) => [row.id, row.reason]),
  );
}
