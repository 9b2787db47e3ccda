import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { URGENT_HEALTH } from '../../shared/constants.js';
import type { HelpBrief } from '../../shared/schemas/notifications.js';
import type { AuthedContext } from '../context.js';
import { helpClaims } from '../db/notifications-schema.js';
import { cats, checkins, users } from '../db/schema.js';
import { hiddenAmong } from '../moderation/visibility.js';
import { fail } from '../lib/app-error.js';

/** Urgent check-ins looked at to find one not hidden by moderation. */
const RECENT_REPORTS = 10;

/**
 * What someone on the way to a cat in need sees (help-panel's brief): who reported the emergency
 * (the author of the latest visible check-in with an urgent health, else the registrar), their
 * note and the needs, and the WhatsApp number the reporter chose to share. Only for a person with
 * an open claim on the cat: once the claim ends (check-in, "Não vou mais", recovery, lapse) the
 * number is gone.
 */
export function helpBrief(ctx: AuthedContext, catId: string): HelpBrief {
  const cat = ctx.db.select().from(cats).where(eq(cats.id, catId)).get();
  if (!cat) throw fail('NOT_FOUND', 'catNotFound');
  const claim = ctx.db
    .select({ id: helpClaims.id })
    .from(helpClaims)
    .where(
      and(
        eq(helpClaims.catId, cat.id),
        eq(helpClaims.userId, ctx.user.id),
        isNull(helpClaims.endedAt),
      ),
    )
    .get();
  if (!claim) throw fail('FORBIDDEN', 'helpBriefClaimersOnly');

  const recent = ctx.db
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
    ctx.db,
    recent.map((r) => r.id),
  );
  const report = recent.find((r) => !hidden.has(r.id));
  const reporterId = report?.userId ?? cat.discoveredById;
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
    whatsapp: reporter.whatsapp,
  };
}
