import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { ACTIONS, CAT_STATUS } from '../../shared/constants.js';
import {
  IMPACT_CELL_DEG,
  IMPACT_MIN_CELL_CATS,
  type ImpactInput,
  type ImpactReport,
} from '../../shared/schemas/impact.js';
import { zonedInstant } from '../../shared/rota.js';
import { addDays, localDay } from '../../shared/time.js';
import { TNR_STEPS } from '../../shared/tnr.js';
import type { AuthedContext } from '../context.js';
import { byChunks } from '../db/by-chunks.js';
import type { Db } from '../db/client.js';
import { colonies, colonyCats, colonyMembers } from '../db/colonies-schema.js';
import { helpClaims } from '../db/notifications-schema.js';
import { cats, checkins } from '../db/schema.js';
import { catAdoptions, tnrSteps } from '../db/tnr-schema.js';
import { censusOf } from './census/colony-census.js';
import { emergencyFigures } from './impact-emergencies.js';
import { dueItemsForColony } from './health-due.js';
import { treatmentRounds } from './impact-treatments.js';
import { judgedOccurrences } from './rota-judging.js';
import { fail } from '../lib/app-error.js';
import type { PlainErrorKey } from '../../shared/messages.js';

/**
 * The impact report (docs/rules.md, "Impact report"): figures only, never a position or a person. A
 * colony's report is for its coordinators and admins; the community's for admins.
 */

const forbidden = (key: PlainErrorKey) => fail('FORBIDDEN', key);
const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

function scopeOf(ctx: AuthedContext, colonyId: string | undefined) {
  if (colonyId === undefined) {
    if (!ctx.isAdmin) throw forbidden('reportCommunityForbidden');
    return null;
  }
  const colony = ctx.db.select().from(colonies).where(eq(colonies.id, colonyId)).get();
  if (!colony) throw fail('NOT_FOUND', 'colonyNotFound');
  if (!ctx.isAdmin) {
    const me = ctx.db
      .select()
      .from(colonyMembers)
      .where(and(eq(colonyMembers.colonyId, colonyId), eq(colonyMembers.userId, ctx.user.id)))
      .get();
    if (me?.status !== 'approved' || me.role !== 'coordinator') {
      throw forbidden('reportColonyForbidden');
    }
  }
  return colony;
}

const percentOf = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/**
 * Areas with enough cats, numbered by size (then %), never by where they are: the cell keys stay
 * here, so a reader learns neither a position nor which area is next to which.
 */
function areaFigures(cells: { active: number; sterilized: number }[]) {
  const shown = cells
    .filter((cell) => cell.active >= IMPACT_MIN_CELL_CATS)
    .map((cell) => ({ ...cell, percent: percentOf(cell.sterilized, cell.active) }))
    .sort((a, b) => b.active - a.active || b.percent - a.percent);
  const hidden = cells.filter((cell) => cell.active < IMPACT_MIN_CELL_CATS);
  return {
    areas: shown.map((cell, i) => ({ index: i + 1, ...cell })),
    areasHiddenCats: hidden.reduce((sum, cell) => sum + cell.active, 0),
  };
}

export function impactReport(ctx: AuthedContext, input: ImpactInput): ImpactReport {
  const colony = scopeOf(ctx, input.colonyId);
  const { from, to } = input;
  const tz = ctx.settings.TZ_COMMUNITY;
  const db: Db = ctx.db;
  const dayOf = (date: Date) => localDay(date, tz);

  const catColumns = {
    id: cats.id,
    status: cats.status,
    health: cats.health,
    isSterilized: cats.isSterilized,
    createdAt: cats.createdAt,
    discoveredById: cats.discoveredById,
    lat: cats.lat,
    lng: cats.lng,
  };
  const allCats = colony
    ? db
        .select(catColumns)
        .from(colonyCats)
        .innerJoin(cats, eq(cats.id, colonyCats.catId))
        .where(eq(colonyCats.colonyId, colony.id))
        .all()
    : db.select(catColumns).from(cats).all();
  // Cats registered by the end of the period.
  const scope = allCats.filter((cat) => dayOf(cat.createdAt) <= to);
  const ids = scope.map((cat) => cat.id);

  const steps = byChunks(ids, (chunk) =>
    db
      .select({ catId: tnrSteps.catId, step: tnrSteps.step, doneOn: tnrSteps.doneOn })
      .from(tnrSteps)
      .where(and(inArray(tnrSteps.catId, chunk), lte(tnrSteps.doneOn, to)))
      .all(),
  );
  const adoptions = new Map(
    byChunks(ids, (chunk) =>
      db
        .select({ catId: catAdoptions.catId, adoptedOn: catAdoptions.adoptedOn })
        .from(catAdoptions)
        .where(inArray(catAdoptions.catId, chunk))
        .all(),
    ).map((row) => [row.catId, row.adoptedOn]),
  );
  const castradoBy = new Set(steps.filter((s) => s.step === 'castrado').map((s) => s.catId));
  const castradoEver = new Set(
    byChunks(ids, (chunk) =>
      db
        .select({ catId: tnrSteps.catId })
        .from(tnrSteps)
        .where(and(inArray(tnrSteps.catId, chunk), eq(tnrSteps.step, 'castrado')))
        .all(),
    ).map((row) => row.catId),
  );

  // Status at the end of the period: an adoption dated after it still counts the cat as active.
  const catsByStatus = zeros(CAT_STATUS);
  let active = 0;
  let sterilized = 0;
  const cells = new Map<string, { active: number; sterilized: number }>();
  for (const cat of scope) {
    const adoptedOn = adoptions.get(cat.id);
    const status = cat.status === 'Adotado' && adoptedOn && adoptedOn > to ? 'Ativo' : cat.status;
    catsByStatus[status] += 1;
    if (status !== 'Ativo') continue;
    active += 1;
    // Castrado by the end: a castrado step by then, or marked sterilized without any such step.
    const done = castradoBy.has(cat.id) || (cat.isSterilized && !castradoEver.has(cat.id));
    if (done) sterilized += 1;
    const key = `${Math.floor(cat.lat / IMPACT_CELL_DEG)}:${Math.floor(cat.lng / IMPACT_CELL_DEG)}`;
    const cell = cells.get(key) ?? { active: 0, sterilized: 0 };
    cell.active += 1;
    if (done) cell.sterilized += 1;
    cells.set(key, cell);
  }
  const { areas, areasHiddenCats } = areaFigures([...cells.values()]);

  const tnrCounts = zeros(TNR_STEPS);
  for (const s of steps) if (s.doneOn >= from) tnrCounts[s.step] += 1;

  const allCheckins = byChunks(ids, (chunk) =>
    db
      .select({
        catId: checkins.catId,
        userId: checkins.userId,
        actions: checkins.actions,
        healthStatus: checkins.healthStatus,
        previousHealth: checkins.previousHealth,
        day: checkins.day,
        createdAt: checkins.createdAt,
      })
      .from(checkins)
      .where(inArray(checkins.catId, chunk))
      .orderBy(asc(checkins.createdAt))
      .all(),
  );
  const byAction = zeros(ACTIONS);
  let checkinTotal = 0;
  for (const c of allCheckins) {
    if (c.day < from || c.day > to) continue;
    checkinTotal += 1;
    for (const action of new Set(c.actions)) if (action in byAction) byAction[action] += 1;
  }

  const claims = byChunks(ids, (chunk) =>
    db
      .select({ catId: helpClaims.catId, createdAt: helpClaims.createdAt })
      .from(helpClaims)
      // An offer counts as help once a carer or the reporter accepted it (docs/abuse.md).
      .where(and(inArray(helpClaims.catId, chunk), isNotNull(helpClaims.acceptedAt)))
      .all(),
  );
  const emergencies = emergencyFigures(scope, allCheckins, claims, { from, to, dayOf });

  const feeding = feedingFigures(
    db,
    colony
      ? [colony.id]
      : db
          .select({ id: colonies.id })
          .from(colonies)
          .all()
          .map((c) => c.id),
    { from, to, tz, now: ctx.clock.now() },
  );

  const periodEnd = end(to, tz, ctx.clock.now());
  return {
    colony: colony ? { _id: colony.id, name: colony.name } : null,
    from,
    to,
    catsByStatus,
    sterilized: {
      active,
      sterilized,
      percent: active ? percentOf(sterilized, active) : null,
    },
    areas,
    areasHiddenCats,
    tnrSteps: tnrCounts,
    checkins: { total: checkinTotal, byAction },
    emergencies,
    feeding,
    healthDue: colony ? dueItemsForColony(db, colony.id, dayOf(ctx.clock.now())) : [],
    treatments: colony
      ? treatmentRounds(db, ids, { start: zonedInstant(from, 0, tz), at: periodEnd, tz })
      : [],
    census: colony ? censusOf(db, colony.id, periodEnd, tz, sterilized) : null,
  };
}

/** The period's end (the next day's midnight), or now when it has not ended yet. */
function end(to: string, tz: string, now: Date): Date {
  const periodEnd = zonedInstant(addDays(to, 1), 0, tz);
  return now < periodEnd ? now : periodEnd;
}

/**
 * Feeding regularity: every occurrence of the colonies' shifts on a day of the period whose window
 * ended by the period's end (and by now) and after the shift was created, judged by the rota's
 * own rule (`judgedOccurrences`): as the sweep judged it, final whoever joined or left since. A
 * removed shift counts its occurrences up to its removal.
 */
function feedingFigures(
  db: Db,
  colonyIds: readonly string[],
  period: { from: string; to: string; tz: string; now: Date },
): ImpactReport['feeding'] {
  const start = zonedInstant(period.from, 0, period.tz);
  const until = end(period.to, period.tz, period.now);
  let occurrences = 0;
  let done = 0;
  for (const colonyId of colonyIds) {
    for (const occ of judgedOccurrences(db, colonyId, start, until, period.tz)) {
      if (occ.day < period.from || occ.day > period.to) continue;
      occurrences += 1;
      if (occ.done) done += 1;
    }
  }
  return { occurrences, done, percent: occurrences ? percentOf(done, occurrences) : null };
}
