import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { zonedInstant } from '../../shared/rota.js';
import type { ColonyToday, MyToday } from '../../shared/schemas/colony-today.js';
import { addDays, localDay } from '../../shared/time.js';
import type { AuthedContext } from '../context.js';
import type { Db } from '../db/client.js';
import { colonies, colonyMembers } from '../db/colonies-schema.js';
import { treatmentDoses, treatments } from '../db/treatments-schema.js';
import { fail } from '../lib/app-error.js';
import { colonyOrThrow, membership } from './colony-membership.js';
import { activeCatIds, dueItemsForColony } from './health-due.js';
import { roundDoses } from './treatment-access.js';
import { unseenCatsOf } from './unseen-cats.js';

/**
 * The doses of `day` (community time) of the cats' rounds not given yet, and those of them whose
 * day `userId` took ("Eu dou hoje").
 */
function dosesOfDay(db: Db, catIds: string[], day: string, tz: string, userId: string) {
  if (catIds.length === 0) return { doses: 0, mine: 0 };
  const from = zonedInstant(day, 0, tz);
  const to = zonedInstant(addDays(day, 1), 0, tz);
  const rounds = db
    .select()
    .from(treatments)
    .where(
      and(
        inArray(treatments.catId, catIds),
        or(isNull(treatments.endedAt), gt(treatments.endedAt, from)),
      ),
    )
    .all();
  if (rounds.length === 0) return { doses: 0, mine: 0 };
  const stored = new Map(
    db
      .select()
      .from(treatmentDoses)
      .where(
        inArray(
          treatmentDoses.treatmentId,
          rounds.map((round) => round.id),
        ),
      )
      .all()
      .map((dose) => [`${dose.treatmentId} ${dose.dueAt.getTime()}`, dose]),
  );
  let doses = 0;
  let mine = 0;
  for (const round of rounds) {
    for (const dose of roundDoses(round, from, to, tz)) {
      const row = stored.get(`${round.id} ${dose.at.getTime()}`);
      if (row?.givenAt) continue;
      doses++;
      if (row?.takenById === userId) mine++;
    }
  }
  return { doses, mine };
}

/** The colony's work of the day, as the summary card and the home's "Hoje" count it. */
function todayOf(ctx: AuthedContext, colonyId: string): Omit<ColonyToday, 'colonyId' | 'name'> {
  const now = ctx.clock.now();
  const tz = ctx.settings.TZ_COMMUNITY;
  const day = localDay(now, tz);
  const due = dueItemsForColony(ctx.db, colonyId, day);
  return {
    ...dosesOfDay(ctx.db, activeCatIds(ctx.db, colonyId), day, tz, ctx.user.id),
    due: due.length,
    overdue: due.filter((item) => item.state === 'overdue').length,
    unseen: unseenCatsOf(ctx.db, colonyId, now).count,
  };
}

/**
 * "Hoje" of one colony (the colony page's summary card): its approved members and admins. No
 * position: counts only.
 */
export function colonyToday(ctx: AuthedContext, colonyId: string): ColonyToday {
  const colony = colonyOrThrow(ctx.db, colonyId);
  const me = membership(ctx.db, colony.id, ctx.user.id);
  if (!ctx.isAdmin && me?.status !== 'approved') throw fail('FORBIDDEN', 'todayMembersOnly');
  return { colonyId: colony.id, name: colony.name, ...todayOf(ctx, colony.id) };
}

/** The home's "Hoje": each colony the user is an approved member of that has something today. */
export function myToday(ctx: AuthedContext): MyToday {
  const mine = ctx.db
    .select({ id: colonies.id, name: colonies.name })
    .from(colonyMembers)
    .innerJoin(colonies, eq(colonies.id, colonyMembers.colonyId))
    .where(and(eq(colonyMembers.userId, ctx.user.id), eq(colonyMembers.status, 'approved')))
    .orderBy(colonies.name)
    .all();
  return {
    colonies: mine
      .map((colony) => ({ colonyId: colony.id, name: colony.name, ...todayOf(ctx, colony.id) }))
      .filter((today) => today.doses + today.due + today.unseen > 0),
  };
}
