import { and, asc, desc, eq, gt, inArray, isNull, lte, sql, type Placeholder } from 'drizzle-orm';
import { URGENT_HEALTH } from '../../shared/constants.js';
import { NOTIFY } from '../../shared/notifications.js';
import type { AuthedContext } from '../context.js';
import { perDatabase, transaction, type Db } from '../db/client.js';
import { helpClaims, type HelpClaimEnd } from '../db/notifications-schema.js';
import { cats, users, type Cat } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { followersOf } from './events.js';
import { acceptersOf, tellHelpNews } from './help-notices.js';
import type { NotifyDeps } from './notify.js';
import { limitWrites } from '../services/write-limits.js';
import { fail } from '../lib/app-error.js';
import { catHiddenFrom } from '../moderation/visibility.js';
import { isCarerOf } from '../services/carer-rule.js';

const HOUR = 60 * 60 * 1000;

export interface Helper {
  _id: string;
  name: string;
  since: string;
  /** Accepted by a carer or the reporter: on the way. Otherwise an offer waiting for them. */
  accepted: boolean;
}

/**
 * The open help claims of these cats with their helpers' names, earliest first (the first one
 * leads): built here, run by `helpersOf` and prepared per batch size by services/cat-rows.ts (the
 * cat DTOs of nearby and the cat page, a hot path).
 */
export const openClaimsQuery = (db: Db, catIds: (string | Placeholder)[]) =>
  db
    .select({
      catId: helpClaims.catId,
      userId: helpClaims.userId,
      name: users.name,
      createdAt: helpClaims.createdAt,
      acceptedAt: helpClaims.acceptedAt,
    })
    .from(helpClaims)
    .innerJoin(users, eq(users.id, helpClaims.userId))
    .where(and(inArray(helpClaims.catId, catIds), isNull(helpClaims.endedAt)))
    .orderBy(asc(helpClaims.createdAt), asc(helpClaims.id));

type OpenClaimRow = ReturnType<ReturnType<typeof openClaimsQuery>['all']>[number];

/** The helpers of `openClaimsQuery`'s rows, by cat id, in the rows' order. */
export function helpersByCat(rows: readonly OpenClaimRow[]): Map<string, Helper[]> {
  const out = new Map<string, Helper[]>();
  for (const row of rows) {
    const list = out.get(row.catId) ?? [];
    list.push({
      _id: row.userId,
      name: row.name,
      since: row.createdAt.toISOString(),
      accepted: row.acceptedAt !== null,
    });
    out.set(row.catId, list);
  }
  return out;
}

/** Who offered to help each of these cats, earliest first (the first one leads). */
export function helpersOf(db: Db, catIds: readonly string[]): Map<string, Helper[]> {
  if (catIds.length === 0) return new Map();
  return helpersByCat(openClaimsQuery(db, [...catIds]).all());
}

// Prepared once per database: every check-in settles the cat's claims (a hot path,
// docs/architecture.md).
const claimQueries = perDatabase((db: Db) => ({
  open: db
    .select()
    .from(helpClaims)
    .where(and(eq(helpClaims.catId, sql.placeholder('catId')), isNull(helpClaims.endedAt)))
    .orderBy(asc(helpClaims.createdAt), asc(helpClaims.id))
    .prepare(),
}));

export const openClaims = (tx: Db, catId: string) => claimQueries(tx).open.all({ catId });

export const helpersNow = (tx: Db, catId: string) => ({
  helpers: helpersOf(tx, [catId]).get(catId) ?? [],
});

/** The cat, if the caller may see it (a hidden one is missing but for its registrar and moderators). */
export function visibleCat(ctx: AuthedContext, tx: Db, catId: string): Cat {
  const cat = tx.select().from(cats).where(eq(cats.id, catId)).get();
  if (!cat || catHiddenFrom(ctx, cat.id)) throw fail('NOT_FOUND', 'catNotFound');
  return cat;
}

/**
 * An accepted helper is on the way: the cat's followers hear "Ana está a caminho" (or "também
 * vai"), in the notice they may already have about that helper.
 */
export function tellOnTheWay(
  tx: Db,
  deps: NotifyDeps,
  cat: Cat,
  helper: { id: string; name: string },
): void {
  const open = openClaims(tx, cat.id);
  const othersOnTheWay = open.some((c) => c.userId !== helper.id && c.acceptedAt !== null);
  const followers = followersOf(
    tx,
    cat,
    deps.clock.now(),
    open.map((c) => c.userId),
  );
  tellHelpNews(
    tx,
    deps,
    cat,
    helper,
    othersOnTheWay ? 'helpJoined' : 'helpClaimed',
    followers,
    true,
  );
}

/**
 * "Eu vou ajudar" (or "também vou") on a cat in Emergência or Precisa de atenção: an offer the
 * cat's carers and its reporter are told of and accept (help-accept.ts). A carer or the reporter
 * who offers is accepted at once, and so is anyone when nobody can accept (docs/abuse.md). Giving
 * up and offering again within the claim's 3 h takes the same claim back: one claim, one notice.
 */
export function claimHelp(ctx: AuthedContext, catId: string) {
  return transaction(ctx.db, (tx) => {
    const cat = visibleCat(ctx, tx, catId);
    if (!needsHelp(cat)) {
      throw fail('CONFLICT', 'helpNotNeeded');
    }
    if (openClaims(tx, cat.id).some((c) => c.userId === ctx.user.id)) {
      throw fail('CONFLICT', 'helpAlready');
    }
    const now = ctx.clock.now();
    const taken = tx
      .select({ id: helpClaims.id })
      .from(helpClaims)
      .where(
        and(
          eq(helpClaims.catId, cat.id),
          eq(helpClaims.userId, ctx.user.id),
          eq(helpClaims.endReason, 'gaveUp'),
          gt(helpClaims.lapsesAt, now),
        ),
      )
      .orderBy(desc(helpClaims.createdAt))
      .get();
    if (!taken) limitWrites(ctx, 'helpClaims');

    const accepters = acceptersOf(tx, cat);
    const selfAccepted = accepters.includes(ctx.user.id) || isCarerOf(tx, ctx.user.id, cat.id);
    const nobodyToAsk = accepters.every((id) => id === ctx.user.id);
    const accepted = {
      acceptedAt: selfAccepted || nobodyToAsk ? now : null,
      acceptedById: selfAccepted ? ctx.user.id : null,
      spot: null,
    };
    if (taken) {
      tx.update(helpClaims)
        .set({ endedAt: null, endReason: null, ...accepted })
        .where(eq(helpClaims.id, taken.id))
        .run();
    } else {
      tx.insert(helpClaims)
        .values({
          id: newId(),
          catId: cat.id,
          userId: ctx.user.id,
          createdAt: now,
          lapsesAt: new Date(now.getTime() + NOTIFY.claimHours * HOUR),
          ...accepted,
        })
        .run();
    }
    if (accepted.acceptedAt) tellOnTheWay(tx, ctx, cat, ctx.user);
    else tellHelpNews(tx, ctx, cat, ctx.user, 'helpOffered', accepters, true);
    return helpersNow(tx, cat.id);
  });
}

/**
 * "Não vou mais": ends the caller's claim. Those told of it read, in the same notice, that the cat
 * may still need someone; nobody else is told.
 */
export function giveUpHelp(ctx: AuthedContext, catId: string) {
  return transaction(ctx.db, (tx) => {
    const cat = tx.select().from(cats).where(eq(cats.id, catId)).get();
    const mine = cat ? openClaims(tx, cat.id).find((c) => c.userId === ctx.user.id) : undefined;
    if (!cat || !mine) throw fail('NOT_FOUND', 'helpNotFound');
    endClaims(tx, [mine.id], 'gaveUp', ctx.clock.now());
    tellHelpNews(tx, ctx, cat, ctx.user, 'helpWithdrawn', [], false);
    return helpersNow(tx, cat.id);
  });
}

/** Ends claims; where to go, as the accepter typed it, goes with them. */
function endClaims(tx: Db, ids: string[], reason: HelpClaimEnd, now: Date): void {
  if (ids.length === 0) return;
  tx.update(helpClaims)
    .set({ endedAt: now, endReason: reason, spot: null })
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
 * The scheduled sweep (jobs/tasks.ts): claims 3 h old with no check-in lapse. The followers of a
 * helper who was on the way are told the cat may still need someone; an offer nobody accepted
 * only turns the notice of those told of it. Runs in the scheduler's transaction, so each lapse is
 * told exactly once.
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
    if (!needsHelp(cat)) continue;
    const helper = { id: claim.userId, name };
    const followers =
      claim.acceptedAt === null
        ? []
        : followersOf(
            tx,
            cat,
            now,
            openClaims(tx, cat.id).map((c) => c.userId),
          );
    tellHelpNews(tx, deps, cat, helper, 'helpLapsed', followers, claim.acceptedAt !== null);
  }
  return due.length;
}
