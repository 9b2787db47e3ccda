import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { helpAcceptInput, HelpState } from '../../shared/schemas/notifications.js';
import type { AuthedContext } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { helpClaims } from '../db/notifications-schema.js';
import { users, type Cat } from '../db/schema.js';
import { fail } from '../lib/app-error.js';
import { isCarerOf } from '../services/carer-rule.js';
import { reportOf } from './help-brief.js';
import { helpersNow, helpersOf, needsHelp, openClaims, tellOnTheWay, visibleCat } from './help.js';
import { notify } from './notify.js';

/** Who may accept an offer of help on the cat: its carers, whoever reported it, and admins. */
function mayAccept(ctx: AuthedContext, tx: Db, cat: Cat): boolean {
  return (
    ctx.isAdmin ||
    isCarerOf(tx, ctx.user.id, cat.id) ||
    reportOf(tx, cat).reporterId === ctx.user.id
  );
}

/**
 * "Aceitar ajuda de Ana": a carer or the reporter accepts someone's open offer, and may type where
 * to go (a landmark, never the stored position); doing it again changes that text. The helper is
 * told and sees the brief from then on; the cat's followers hear that Ana is on the way.
 */
export function acceptHelp(ctx: AuthedContext, input: z.output<typeof helpAcceptInput>) {
  return transaction(ctx.db, (tx) => {
    const cat = visibleCat(ctx, tx, input.catId);
    if (!mayAccept(ctx, tx, cat)) throw fail('FORBIDDEN', 'helpAcceptCarersOnly');
    const claim = openClaims(tx, cat.id).find((c) => c.userId === input.userId);
    if (!claim) throw fail('NOT_FOUND', 'helpOfferNotFound');
    if (claim.userId === ctx.user.id) throw fail('BAD_REQUEST', 'helpAcceptSelf');
    const now = ctx.clock.now();
    tx.update(helpClaims)
      .set({
        acceptedAt: claim.acceptedAt ?? now,
        acceptedById: ctx.user.id,
        spot: input.spot ?? claim.spot,
      })
      .where(eq(helpClaims.id, claim.id))
      .run();
    if (claim.acceptedAt === null) {
      const helper = tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.id, claim.userId))
        .get()!;
      notify(tx, ctx, [
        {
          userId: helper.id,
          kind: 'helpAccepted',
          catId: cat.id,
          aboutUserId: ctx.user.id,
          params: { catName: cat.name, userName: ctx.user.name },
          urgent: cat.health === 'Emergência',
        },
      ]);
      tellOnTheWay(tx, ctx, cat, helper);
    }
    return helpersNow(tx, cat.id);
  });
}

/**
 * The help panel's view of a cat for the caller: their own claim (none, an offer waiting, or
 * accepted) and, for those who may accept, every open claim with where to go as shared.
 */
export function helpState(ctx: AuthedContext, catId: string): HelpState {
  const cat = visibleCat(ctx, ctx.db, catId);
  const open = openClaims(ctx.db, cat.id);
  const mine = open.find((c) => c.userId === ctx.user.id);
  const canAccept = needsHelp(cat) && mayAccept(ctx, ctx.db, cat);
  const helpers = helpersOf(ctx.db, [cat.id]).get(cat.id) ?? [];
  const spots = new Map(open.map((c) => [c.userId, c.spot]));
  return {
    mine: !mine ? 'none' : mine.acceptedAt ? 'accepted' : 'offered',
    canAccept,
    claims: canAccept
      ? helpers
          .filter((h) => h._id !== ctx.user.id)
          .map((h) => ({ ...h, spot: spots.get(h._id) ?? null }))
      : [],
  };
}
