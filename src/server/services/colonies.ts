import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COLONY } from '../../shared/colonies.js';
import type {
  ColonyCard,
  colonyCatInput,
  createColonyInput,
} from '../../shared/schemas/colonies.js';
import type { AuthedContext, Context } from '../context.js';
import { transaction } from '../db/client.js';
import { colonies, colonyCats, colonyMembers, type Colony } from '../db/colonies-schema.js';
import { cats, checkins, users } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { isCarerOf } from './carer-rule.js';
import { toCatDtos } from './cat-dto.js';
import { colonyOrThrow, openPeriod, requireCoordinator } from './colony-membership.js';
import { cellArea, privacyCell, publicAreaOf } from './privacy.js';
import { fail } from '../lib/app-error.js';

/**
 * Colonies (PRODUCT.md, "Colonies, feeding rota, TNR, adoption, impact"): a named group of cats
 * cared for together by coordinators and carers. Approved members are carers of every cat of the
 * colony (services/carer-rule.ts), so they see its exact position; everybody else sees the colony
 * as a card: its name, its public area (the privacy cells its cats are in, docs/privacy.md) and
 * counts, never who its members are. Here: the cards, the page, creating a colony and its cats;
 * joining, approval, roles and leaving are in colony-members.ts.
 */

/** The cards of these colonies: counts from the members and cats tables, one query each. */
function cardsOf(ctx: Context, rows: readonly Colony[]): ColonyCard[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const members = new Map(
    ctx.db
      .select({ id: colonyMembers.colonyId, n: count() })
      .from(colonyMembers)
      .where(and(inArray(colonyMembers.colonyId, ids), eq(colonyMembers.status, 'approved')))
      .groupBy(colonyMembers.colonyId)
      .all()
      .map((row) => [row.id, row.n]),
  );
  const catCounts = new Map(
    ctx.db
      .select({
        id: colonyCats.colonyId,
        n: count(),
        sterilized: sql<number>`sum(${cats.isSterilized})`,
      })
      .from(colonyCats)
      .innerJoin(cats, eq(cats.id, colonyCats.catId))
      .where(and(inArray(colonyCats.colonyId, ids), eq(cats.status, 'Ativo')))
      .groupBy(colonyCats.colonyId)
      .all()
      .map((row) => [row.id, row]),
  );
  const mine: Map<string, NonNullable<ColonyCard['me']>> = ctx.user
    ? new Map(
        ctx.db
          .select()
          .from(colonyMembers)
          .where(and(inArray(colonyMembers.colonyId, ids), eq(colonyMembers.userId, ctx.user.id)))
          .all()
          .map((row) => [row.colonyId, { role: row.role, status: row.status }] as const),
      )
    : new Map<string, NonNullable<ColonyCard['me']>>();
  // Waiting requests: counted only for the colonies the caller coordinates (or for an admin).
  const decides = (id: string) => {
    const me = mine.get(id);
    return ctx.isAdmin || (me?.status === 'approved' && me.role === 'coordinator');
  };
  const deciding = ids.filter(decides);
  const pending = new Map(
    deciding.length === 0
      ? []
      : ctx.db
          .select({ id: colonyMembers.colonyId, n: count() })
          .from(colonyMembers)
          .where(
            and(inArray(colonyMembers.colonyId, deciding), eq(colonyMembers.status, 'pending')),
          )
          .groupBy(colonyMembers.colonyId)
          .all()
          .map((row) => [row.id, row.n]),
  );
  // The public area: the cells of its active cats, from their public points (each point is
  // inside its own cell); a colony without cats shows the cell of the point given at creation.
  type Cells = Map<string, ReturnType<typeof cellArea>>;
  const cellsByColony = new Map<string, Cells>();
  for (const cat of ctx.db
    .select({ id: colonyCats.colonyId, lat: cats.publicLat, lng: cats.publicLng })
    .from(colonyCats)
    .innerJoin(cats, eq(cats.id, colonyCats.catId))
    .where(and(inArray(colonyCats.colonyId, ids), eq(cats.status, 'Ativo')))
    .orderBy(cats.publicLat, cats.publicLng)
    .all()) {
    const cell = privacyCell(ctx.tokens.secret, cat.lat, cat.lng);
    let cells = cellsByColony.get(cat.id);
    if (!cells) {
      cells = new Map();
      cellsByColony.set(cat.id, cells);
    }
    cells.set(`${cell.row}:${cell.col}`, cellArea(cell));
  }
  return rows.map((row) => {
    const counted = catCounts.get(row.id);
    const cells = cellsByColony.get(row.id);
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      area: {
        cells: cells
          ? [...cells.values()]
          : [publicAreaOf(ctx.tokens.secret, row.publicLat, row.publicLng)],
      },
      catCount: counted?.n ?? 0,
      memberCount: members.get(row.id) ?? 0,
      sterilizedPercent: counted?.n ? Math.round((100 * counted.sterilized) / counted.n) : null,
      me: mine.get(row.id) ?? null,
      pendingRequests: decides(row.id) ? (pending.get(row.id) ?? 0) : null,
    };
  });
}

/** Every colony as a card, newest first. */
export function listColonies(ctx: Context): ColonyCard[] {
  const rows = ctx.db.select().from(colonies).orderBy(desc(colonies.createdAt)).all();
  return cardsOf(ctx, rows);
}

/** The colony's page: anyone gets its card; approved members also its people, cats and feeding. */
export function colonyPage(ctx: Context, colonyId: string) {
  const colony = colonyOrThrow(ctx.db, colonyId);
  const [card] = cardsOf(ctx, [colony]);
  const isMember = card!.me?.status === 'approved' || ctx.isAdmin;
  if (!isMember) return { colony: card!, members: null, cats: null, lastFeedingAt: null };
  const coordinator = card!.me?.role === 'coordinator' || ctx.isAdmin;
  const members = ctx.db
    .select({
      _id: users.id,
      name: users.name,
      profilePicture: users.profilePicture,
      role: colonyMembers.role,
      status: colonyMembers.status,
      requestedAt: colonyMembers.requestedAt,
      decidedAt: colonyMembers.decidedAt,
    })
    .from(colonyMembers)
    .innerJoin(users, eq(users.id, colonyMembers.userId))
    .where(eq(colonyMembers.colonyId, colonyId))
    // Approved first ('approved' < 'pending'), coordinators first, then by arrival.
    .orderBy(
      colonyMembers.status,
      desc(colonyMembers.role),
      colonyMembers.requestedAt,
      colonyMembers.userId,
    )
    .all()
    // Requests to join are the coordinators' business.
    .filter((row) => row.status === 'approved' || coordinator)
    .map(({ requestedAt, decidedAt, ...row }) => ({
      ...row,
      since: (decidedAt ?? requestedAt).toISOString(),
    }));
  const catRows = ctx.db
    .select({ id: colonyCats.catId })
    .from(colonyCats)
    .innerJoin(cats, eq(cats.id, colonyCats.catId))
    .where(eq(colonyCats.colonyId, colonyId))
    .orderBy(cats.name)
    .all();
  const lastFeeding = ctx.db
    .select({ at: sql<number | null>`max(${checkins.createdAt})` })
    .from(checkins)
    .where(
      and(
        inArray(
          checkins.catId,
          ctx.db
            .select({ id: colonyCats.catId })
            .from(colonyCats)
            .where(eq(colonyCats.colonyId, colonyId)),
        ),
        sql`exists (select 1 from json_each(${checkins.actions}) where value = 'Alimentou')`,
      ),
    )
    .get()?.at;
  return {
    colony: card!,
    members,
    cats: toCatDtos(ctx, catRows),
    lastFeedingAt: lastFeeding ? new Date(lastFeeding).toISOString() : null,
  };
}

/** The colony a cat belongs to, if any (its name is public, like the colony's card). */
export function colonyOfCat(ctx: Context, catId: string) {
  return (
    ctx.db
      .select({ _id: colonies.id, name: colonies.name })
      .from(colonyCats)
      .innerJoin(colonies, eq(colonies.id, colonyCats.colonyId))
      .where(eq(colonyCats.catId, catId))
      .get() ?? null
  );
}

/**
 * A new colony; its creator is its first coordinator. Of the point given only its privacy cell's
 * public point is kept: the area shown until the colony has cats.
 */
export function createColony(ctx: AuthedContext, input: z.output<typeof createColonyInput>) {
  const now = ctx.clock.now();
  return transaction(ctx.db, (tx) => {
    const today = tx
      .select({ n: count() })
      .from(colonies)
      .where(
        and(
          eq(colonies.createdById, ctx.user.id),
          gte(colonies.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
        ),
      )
      .get()!.n;
    if (today >= COLONY.createdPerDay) {
      throw fail('TOO_MANY_REQUESTS', 'colonyCreateLimit');
    }
    const id = newId();
    const cell = privacyCell(ctx.tokens.secret, input.latitude, input.longitude);
    tx.insert(colonies)
      .values({
        id,
        name: input.name,
        description: input.description,
        publicLat: cell.latitude,
        publicLng: cell.longitude,
        createdById: ctx.user.id,
        createdAt: now,
      })
      .run();
    tx.insert(colonyMembers)
      .values({
        colonyId: id,
        userId: ctx.user.id,
        role: 'coordinator',
        status: 'approved',
        requestedAt: now,
        decidedAt: now,
        decidedById: ctx.user.id,
      })
      .run();
    openPeriod(tx, id, ctx.user.id, now);
    return { _id: id };
  });
}

/**
 * Puts a cat in the colony: its members become its carers, so only someone who already cares for
 * the cat (or an admin) and coordinates the colony may. A cat is in at most one colony.
 */
export function addCat(ctx: AuthedContext, input: z.output<typeof colonyCatInput>) {
  return transaction(ctx.db, (tx) => {
    requireCoordinator({ ...ctx, db: tx }, input.colonyId);
    const cat = tx.select({ id: cats.id }).from(cats).where(eq(cats.id, input.catId)).get();
    if (!cat) throw fail('NOT_FOUND', 'catNotFound');
    if (!ctx.isAdmin && !isCarerOf(tx, ctx.user.id, cat.id)) {
      throw fail('FORBIDDEN', 'colonyCatCarerOnly');
    }
    const current = tx.select().from(colonyCats).where(eq(colonyCats.catId, cat.id)).get();
    if (current?.colonyId === input.colonyId) return { done: true as const };
    if (current) throw fail('CONFLICT', 'colonyCatElsewhere');
    tx.insert(colonyCats)
      .values({
        catId: cat.id,
        colonyId: input.colonyId,
        addedById: ctx.user.id,
        addedAt: ctx.clock.now(),
      })
      .run();
    return { done: true as const };
  });
}

/** Takes a cat out of its colony: a coordinator of it, the cat's registrar or an admin. */
export function removeCat(ctx: AuthedContext, input: z.output<typeof colonyCatInput>) {
  return transaction(ctx.db, (tx) => {
    const row = tx
      .select({ colonyId: colonyCats.colonyId, registrar: cats.discoveredById })
      .from(colonyCats)
      .innerJoin(cats, eq(cats.id, colonyCats.catId))
      .where(and(eq(colonyCats.catId, input.catId), eq(colonyCats.colonyId, input.colonyId)))
      .get();
    if (!row) throw fail('NOT_FOUND', 'colonyCatNotFound');
    if (row.registrar !== ctx.user.id) requireCoordinator({ ...ctx, db: tx }, row.colonyId);
    tx.delete(colonyCats).where(eq(colonyCats.catId, input.catId)).run();
    return { done: true as const };
  });
}
