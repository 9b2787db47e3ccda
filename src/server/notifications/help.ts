import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { URGENT_HEALTH } from '../../shared/constants.js';
import { NOTIFY, type NotificationKind } from '../../shared/notifications.js';
import type { AuthedContext } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { helpClaims, type HelpClaimEnd } from '../db/notifications-schema.js';
import { cats, users, type Cat } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { followersOf } from './events.js';
import { notify, type NotifyDeps } from './notify.js';
import { limitWrites } from '../services/write-limits.js';
import { fail } from '../lib/app-error.js';
import { catHiddenFrom } from '../moderation/visibility.js';

const HOUR = 60 * 60 * 1000;

export interface Helper {
  _id: string;
  name: string;
  since: string;
}

/** Who is on the way to each of these cats, earliest first (the first one leads). */
export function helpersOf(db: Db, catIds: readonly string[]): Map<string, Helper[]> {
  const out = new Map<string, Helper[]>();
  if (catIds.length === 0) return out;
  const rows = db
    .select({
      catId: helpClaims.catId,
      userId: helpClaims.userId,
      name: users.name,
      createdAt: helpClaims.createdAt,
    })
    .from(helpClaims)
    .innerJoin(users, eq(users.id, helpClaims.userId))
    .where(and(inArray(helpClaims.catId, [...catIds]), isNull(helpClaims.endedAt)))
    .orderBy(asc(helpClaims.createdAt), asc(helpClaims.id))
    .all();
  for (const row of rows) {
    const list = out.get(row.catId) ?? [];
    list.push({ _id: row.userId, name: row.name, since: row.createdAt.toISOString() });
    out.set(row.catId, list);
  }
  return out;
}

const openClaims = (tx: Db, catId: string) =>
  tx
    .select()
    .from(helpClaims)
    .where(and(eq(helpClaims.catId, catId), isNull(helpClaims.endedAt)))
    .orderBy(asc(helpClaims.createdAt), asc(helpClaims.id))
    .all();

/** Tells the cat's followers, but not `actorId`, what a helper did. */
function tellFollowers(
  tx: Db,
  deps: NotifyDeps,
  cat: Pick<Cat, 'id' | 'name' | 'discoveredById' | 'health'>,
  kind: Extract<NotificationKind, 'helpClaimed' | 'helpJoined' | 'helpLapsed' | 'helpWithdrawn'>,
  helper: { id: string; name: string },
): void {
  const now = deps.clock.now();
  const helperIds = openClaims(tx, cat.id).map((c) => c.userId);
  notify(
    tx,
    deps,
    followersOf(tx, cat, now, helperIds)
      .filter((id) => id !== helper.id)
      .map((userId) => ({
        userId,
        kind,
        catId: cat.id,
        aboutUserId: helper.id,
        params: { catName: cat.name, userName: helper.name },
        urgent: cat.health === 'Emergência' && kind !== 'helpJoined',
      })),
  );
}

/**
 * "Eu vou ajudar" (or "também vou" when someone already is on the way) on a cat in Emergência or
 * Precisa de atenção: lasts until the helper's check-in, giving up, the cat's recovery, or 3 h.
 */
export function claimHelp(ctx: AuthedContext, catId: string) {
  limitWrites(ctx, 'helpClaims');
  return transaction(ctx.db, (tx) => {
    const cat = tx.select().from(cats).where(eq(cats.id, catId)).get();
    // A hidden cat takes no claims, as it takes no check-ins: missing, but for its registrar and
    // moderators.
    if (!cat || catHiddenFrom(ctx, cat.id)) throw fail('NOT_FOUND', 'catNotFound');
    if (!needsHelp(cat)) {
      throw fail('CONFLICT', 'helpNotNeeded');
    }
    const open = openClaims(tx, cat.id);
    if (open.some((c) => c.userId === ctx.user.id)) {
      throw fail('CONFLICT', 'helpAlready');
    }
    const now = ctx.clock.now();
    tx.insert(helpClaims)
      .values({
        id: newId(),
        catId: cat.id,
        userId: ctx.user.id,
        createdAt: now,
        lapsesAt: new Date(now.getTime() + NOTIFY.claimHours * HOUR),
      })
      .run();
    const kind = open.length === 0 ? 'helpClaimed' : 'helpJoined';
    tellFollowers(tx, ctx, cat, kind, ctx.user);
    return { helpers: helpersOf(tx, [cat.id]).get(cat.id) ?? [] };
  });
}

/** "Não vou mais": ends the caller's claim and tells the followers the cat may still need help. */
export function giveUpHelp(ctx: AuthedContext, catId: string) {
  return transaction(ctx.db, (tx) => {
    const cat = tx.select().from(cats).where(eq(cats.id, catId)).get();
    const mine = cat ? openClaims(tx, cat.id).find((c) => c.userId === ctx.user.id) : undefined;
    if (!cat || !mine) throw fail('NOT_FOUND', 'helpNotFound');
    endClaims(tx, [mine.id], 'gaveUp', ctx.clock.now());
    tellFollowers(tx, ctx, cat, 'helpWithdrawn', ctx.user);
    return { helpers: helpersOf(tx, [cat.id]).get(cat.id) ?? [] };
  });
}

function endClaims(tx: Db, ids: string[], reason: HelpClaimEnd, now: Date): void {
  if (ids.length === 0) return;
  tx.update(helpClaims)
    .set({ endedAt: now, endReason: reason })
    .where(and(inArray(helpClaims.id, ids), isNull(helpClaims.endedAt)))
    .run();
}

/**
 * In a check-in's or an edit's transaction: the author's own claim on the cat is done (a
 * check-in), and when the cat no longer needs help, every claim on it ends.
 */
export function settleClaims(
  tx: Db,
  catId: string,
  change: { checkedInBy?: string; stillInNeed: boolean },
  now: Date,
): void {
  const open = openClaims(tx, catId);
  if (open.length === 0) return;
  const done = open.filter((c) => c.userId === change.checkedInBy);
  endClaims(
    tx,
    done.map((c) => c.id),
    'checkin',
    now,
  );
  if (!change.stillInNeed) {
    endClaims(
      tx,
      open.filter((c) => !done.includes(c)).map((c) => c.id),
      'resolved',
      now,
    );
  }
}

/** Whether a cat still calls for "Eu vou ajudar". */
export const needsHelp = (cat: Pick<Cat, 'status' | 'health'>): boolean =>
  cat.status === 'Ativo' && URGENT_HEALTH.includes(cat.health);

/**
 * The scheduled sweep (jobs/tasks.ts): claims 3 h old with no check-in lapse, and the cat's
 * followers are told. Runs in the scheduler's transaction, so each lapse is told exactly once.
 */
export function lapseClaims(tx: Db, deps: NotifyDeps): number {
  const now = deps.clock.now();
  const due = tx
    .select({ claim: helpClaims, cat: cats, name: users.name })
    .from(helpClaims)
    .innerJoin(cats, eq(cats.id, helpClaims.catId))
    .innerJoin(users, eq(users.id, helpClaims.userId))
    .where(and(isNull(helpClaims.endedAt), lte(helpClaims.lapsesAt, now)))
    .orderBy(asc(helpClaims.lapsesAt))
    .all();
  for (const { claim, cat, name } of due) {
    endClaims(tx, [claim.id], 'lapsed', now);
    if (needsHelp(cat)) {
      tellFollowers(tx, deps, cat, 'helpLapsed', { id: claim.userId, name });
    }
  }
  return due.length;
}
