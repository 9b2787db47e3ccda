import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { URGENT_HEALTH } from '../../shared/constants.js';
import type { HelpBrief } from '../../shared/schemas/notifications.js';
import type { AuthedContext } from '../context.js';
import type { Db } from '../db/client.js';
import { helpClaims } from '../db/notifications-schema.js';
import { cats, checkins, users, type Cat } from '../db/schema.js';
import { catHiddenFrom, hiddenAmong } from '../moderation/visibility.js';
import { fail } from '../lib/app-error.js';

/** Urgent check-ins looked at to find one not hidden by moderation. */
const RECENT_REPORTS = 10;

/**
 * Who reported a cat's emergency: the author of its latest urgent check-in not hidden by
 * moderation, with that check-in; else its registrar.
 */
export function reportOf(db: Db, cat: Pick<Cat, 'id' | 'discoveredById'>) {
  const recent = db
    .select({
      id: checkins.id,
      userId: checkins.userId,
      note: checkins.actionsDescription,
      needs: checkins.needs,
      needsDescription: checkins.needsDescription,
    })
    .from(checkins)
    .where(and(eq(checkins.catId, cat.id), inArray(checkins.healthStatus, [...URGENT_HEALTH])))
    .orderBy(desc(checkins.createdAt), desc(checkins.id))
    .limit(RECENT_REPORTS)
    .all();
  const hidden = hiddenAmong(
    db,
    recent.map((r) => r.id),
  );
  const report = recent.find((r) => !hidden.has(r.id));
  return { reporterId: report?.userId ?? cat.discoveredById, report };
}

/**
 * What an accepted helper sees (help-panel's brief): who reported the emergency, their note and
 * the needs, the WhatsApp number the reporter chose to share, and where to go as the accepter
 * typed it. Only for a person whose open claim on the cat was accepted: an offer alone reads
 * nothing, and once the claim ends (check-in, "Não vou mais", recovery, lapse) all of it is gone.
 * A claim accepted with nobody to ask (docs/abuse.md) carries no contact.
 */
export function helpBrief(ctx: AuthedContext, catId: string): HelpBrief {
  const cat = ctx.db.select().from(cats).where(eq(cats.id, catId)).get();
  if (!cat || catHiddenFrom(ctx, cat.id)) throw fail('NOT_FOUND', 'catNotFound');
  const claim = ctx.db
    .select({
      acceptedAt: helpClaims.acceptedAt,
      acceptedById: helpClaims.acceptedById,
      spot: helpClaims.spot,
    })
    .from(helpClaims)
    .where(
      and(
        eq(helpClaims.catId, cat.id),
        eq(helpClaims.userId, ctx.user.id),
        isNull(helpClaims.endedAt),
      ),
    )
    .get();
  if (!claim?.acceptedAt) throw fail('FORBIDDEN', 'helpBriefClaimersOnly');

  const { reporterId, report } = reportOf(ctx.db, cat);
  const reporter = ctx.db
    .select({ id: users.id, name: users.name, whatsapp: users.whatsapp })
    .from(users)
    .where(eq(users.id, reporterId))
    .get()!;
  return {
    reporter: { _id: reporter.id, name: reporter.name },
    note: report?.note ?? '',
    needs: report ? report.needs : cat.needs,
    needsDescription: report ? report.needsDescription : cat.needsDescription,
    whatsapp: claim.acceptedById === null ? null : reporter.whatsapp,
    spot: claim.spot,
  };
}
