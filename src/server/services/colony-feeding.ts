import { and, eq, inArray } from 'drizzle-orm';
import type {
  ColonyFeedingData,
  ColonyFeedingResult,
  FeedingSkip,
} from '../../shared/schemas/colony-feeding.js';
import type { AuthedContext } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { colonyCats, colonyMembers } from '../db/colonies-schema.js';
import { colonyFeedings, type FeedingCatRecord } from '../db/rota-schema.js';
import { cats, checkins, users } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { catHiddenFrom, hiddenAmong } from '../moderation/visibility.js';
import { renderBonusLines } from './bonus-details.js';
import { captureTime } from './captured-at.js';
import { recordCheckin } from './checkins.js';
import {
  clientWriteOf,
  oncePerClientId,
  rememberClientWrite,
  type EarlierWrite,
} from './client-writes.js';
import { colonyOrThrow } from './colony-membership.js';
import { limitWrites } from './write-limits.js';
import { fail } from '../lib/app-error.js';

/**
 * "Alimentei a colônia" (PRODUCT.md, "Colony work"): a member records the feeding of the cats
 * she ticked as one 'Alimentou' check-in per cat, in one transaction. Each check-in is an ordinary
 * one (services/checkins.ts): points, cooldown, daily cap, distance and streak per cat as for a
 * check-in made alone, and the rota counts it like any member's feeding (rota-judging.ts). A
 * ticked cat that left the colony, was hidden, adopted or made inactive before the feeding
 * arrived is skipped and named in the answer; the rest are fed. With a client id (the outbox) the
 * feeding is stored once: a resend answers the first result. The feeding also keeps the census
 * count, "Outros gatos vistos (sem cadastro)" (services/census/, docs/colonies.md).
 */

/** Only the colony's approved members feed it (the rota counts members' feedings). */
function requireMember(db: Db, colonyId: string, userId: string) {
  colonyOrThrow(db, colonyId);
  const me = db
    .select({ status: colonyMembers.status })
    .from(colonyMembers)
    .where(and(eq(colonyMembers.colonyId, colonyId), eq(colonyMembers.userId, userId)))
    .get();
  if (me?.status !== 'approved') throw fail('FORBIDDEN', 'feedingMembersOnly');
}

/** Why each ticked cat cannot be fed now (absent: it can). */
function skipsOf(tx: Db, colonyId: string, catIds: readonly string[]): Map<string, FeedingSkip> {
  const rows = tx
    .select({ id: cats.id, status: cats.status, colonyId: colonyCats.colonyId })
    .from(cats)
    .leftJoin(colonyCats, eq(colonyCats.catId, cats.id))
    .where(inArray(cats.id, [...catIds]))
    .all();
  const found = new Map(rows.map((row) => [row.id, row]));
  const hidden = hiddenAmong(tx, catIds);
  const skips = new Map<string, FeedingSkip>();
  for (const id of catIds) {
    const row = found.get(id);
    if (!row || row.colonyId !== colonyId) skips.set(id, 'notInColony');
    else if (hidden.has(id)) skips.set(id, 'hidden');
    else if (row.status === 'Adotado') skips.set(id, 'adopted');
    else if (row.status !== 'Ativo') skips.set(id, 'inactive');
  }
  return skips;
}

/** The names the caller may read: none for a cat hidden from her or gone. */
function namesOf(ctx: AuthedContext, tx: Db, catIds: readonly string[]): Map<string, string> {
  const rows = tx
    .select({ id: cats.id, name: cats.name })
    .from(cats)
    .where(inArray(cats.id, [...catIds]))
    .all();
  return new Map(
    rows
      .filter((row) => !catHiddenFrom({ ...ctx, db: tx }, row.id))
      .map((row) => [row.id, row.name]),
  );
}

function answer(
  ctx: AuthedContext,
  row: typeof colonyFeedings.$inferSelect,
  user: { points: number; level: number },
): ColonyFeedingResult {
  return {
    feedingId: row.id,
    colonyId: row.colonyId,
    madeAt: row.madeAt.toISOString(),
    otherCats: row.otherCats,
    pointsEarned: row.cats.reduce((sum, cat) => sum + cat.pointsEarned, 0),
    cats: row.cats.map((cat) => ({
      ...cat,
      bonusDetails: renderBonusLines(ctx.locale, cat.bonusDetails),
    })),
    user,
  };
}

/** A check-in's bonus lines as stored (untranslated). */
const storedLines = (tx: Db, checkinId: string) =>
  tx.select({ lines: checkins.bonusDetails }).from(checkins).where(eq(checkins.id, checkinId)).get()
    ?.lines ?? [];

function replayFeeding(ctx: AuthedContext, earlier: EarlierWrite): ColonyFeedingResult {
  const row = ctx.db
    .select()
    .from(colonyFeedings)
    .where(eq(colonyFeedings.id, earlier.entityId))
    .get();
  if (!row) throw new Error(`replayFeeding: feeding ${earlier.entityId} vanished`);
  return answer(ctx, row, { points: earlier.userPoints, level: earlier.userLevel });
}

function recordFeeding(
  tx: Db,
  ctx: AuthedContext,
  data: ColonyFeedingData,
  write: ReturnType<typeof clientWriteOf>,
): ColonyFeedingResult {
  // Checked again inside the transaction: a removal may have landed since.
  requireMember(tx, data.colonyId, ctx.user.id);
  const skips = skipsOf(tx, data.colonyId, data.catIds);
  const names = namesOf(ctx, tx, data.catIds);
  const now = ctx.clock.now();
  const { madeAt } = captureTime(now, data.capturedAt);
  const inner = { ...ctx, db: tx };
  let user: { points: number; level: number } | null = null;
  const records: FeedingCatRecord[] = data.catIds.map((catId) => {
    const skipped = skips.get(catId) ?? null;
    const catName = names.get(catId) ?? null;
    if (skipped) {
      return { catId, catName, checkinId: null, skipped, pointsEarned: 0, bonusDetails: [] };
    }
    const cat = tx.select().from(cats).where(eq(cats.id, catId)).get()!;
    // Fed as it is: the check-in keeps the cat's health and needs.
    const done = recordCheckin(
      tx,
      inner,
      {
        catId,
        actions: ['Alimentou'],
        actionsDescription: '',
        healthStatus: cat.health,
        needs: cat.needs,
        needsDescription: cat.needsDescription,
        location: data.location,
        capturedAt: data.capturedAt,
      },
      [],
      null,
    );
    user = done.user;
    return {
      catId,
      catName,
      checkinId: done.checkIn._id,
      skipped: null,
      pointsEarned: done.pointsEarned,
      // What the check-in stored, to answer a resend in its reader's language.
      bonusDetails: storedLines(tx, done.checkIn._id),
    };
  });
  user ??= tx
    .select({ points: users.points, level: users.level })
    .from(users)
    .where(eq(users.id, ctx.user.id))
    .get()!;
  const row = {
    id: newId(),
    colonyId: data.colonyId,
    userId: ctx.user.id,
    madeAt,
    cats: records,
    otherCats: data.otherCats ?? null,
    createdAt: now,
  };
  tx.insert(colonyFeedings).values(row).run();
  rememberClientWrite(tx, write, {
    entityId: row.id,
    pointsEarned: records.reduce((sum, cat) => sum + cat.pointsEarned, 0),
    bonusDetails: [],
    user,
  });
  return answer(ctx, row, user);
}

/** Records the colony's feeding; see the top of this file. */
export function feedColony(ctx: AuthedContext, data: ColonyFeedingData) {
  const write = clientWriteOf(ctx, 'colonyFeeding', data, {});
  return oncePerClientId(
    ctx.db,
    write,
    (earlier) => replayFeeding(ctx, earlier),
    () => {
      requireMember(ctx.db, data.colonyId, ctx.user.id);
      // Each cat's check-in counts against the account's check-in limit, as if made alone.
      const feedable = data.catIds.length - skipsOf(ctx.db, data.colonyId, data.catIds).size;
      if (feedable > 0) limitWrites(ctx, 'checkins', feedable, data.capturedAt);
      return transaction(ctx.db, (tx) => recordFeeding(tx, ctx, data, write));
    },
  );
}
