import { and, asc, desc, eq } from 'drizzle-orm';
import type { TnrAdoptInput, TnrRecordInput } from '../../shared/schemas/tnr.js';
import type { TnrForCat, TnrStepDto } from '../../shared/schemas/tnr-output.js';
import { localDay } from '../../shared/time.js';
import type { AuthedContext, Context } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { cats, users } from '../db/schema.js';
import { catAdoptions, tnrSteps } from '../db/tnr-schema.js';
import { newId } from '../lib/ids.js';
import { canModerate, hiddenAmong } from '../moderation/visibility.js';
import { catOrThrow, type CarerCat } from './carer-access.js';
import { catGroup, moveCatCount } from './cat-counts.js';
import { isCarerOf } from './carer-rule.js';
import { canEdit } from './cat-dto.js';
import { fail } from '../lib/app-error.js';

const isCarer = (ctx: Context, cat: CarerCat): boolean =>
  ctx.user !== null && (ctx.isAdmin || isCarerOf(ctx.db, ctx.user.id, cat.id));

/** The cat, or 404 also when moderation hid it from this caller (as cats.byId does). */
export function visibleCat(ctx: Context, catId: string): CarerCat {
  const cat = catOrThrow(ctx.db, catId);
  if (hiddenAmong(ctx.db, [cat.id]).has(cat.id) && !canEdit(ctx, cat) && !canModerate(ctx)) {
    throw fail('NOT_FOUND', 'catNotFound');
  }
  return cat;
}

/** A day the step or adoption may carry: not after today, not before the cat was registered. */
function checkDay(ctx: Context, cat: CarerCat, day: string) {
  const tz = ctx.settings.TZ_COMMUNITY;
  if (day > localDay(ctx.clock.now(), tz)) {
    throw fail('BAD_REQUEST', 'tnrDateFuture');
  }
  if (day < localDay(cat.createdAt, tz)) {
    throw fail('BAD_REQUEST', 'tnrDateBeforeCat');
  }
}

/** The cat's TNR steps, newest first, with their recorders' names, and its adoption. Public. */
export function tnrForCat(ctx: Context, catId: string): TnrForCat {
  const cat = visibleCat(ctx, catId);
  const rows = ctx.db
    .select({
      id: tnrSteps.id,
      step: tnrSteps.step,
      detail: tnrSteps.detail,
      doneOn: tnrSteps.doneOn,
      createdAt: tnrSteps.createdAt,
      userId: tnrSteps.recordedById,
      name: users.name,
    })
    .from(tnrSteps)
    .innerJoin(users, eq(users.id, tnrSteps.recordedById))
    .where(eq(tnrSteps.catId, cat.id))
    .orderBy(desc(tnrSteps.doneOn), desc(tnrSteps.createdAt), desc(tnrSteps.id))
    .all();
  const steps: TnrStepDto[] = rows.map((row) => ({
    id: row.id,
    step: row.step,
    detail: row.detail,
    doneOn: row.doneOn,
    recordedBy: { userId: row.userId, name: row.name },
    createdAt: row.createdAt.toISOString(),
    canDelete: ctx.isAdmin || ctx.user?.id === row.userId,
  }));
  const status = ctx.db.select({ status: cats.status }).from(cats).where(eq(cats.id, cat.id)).get();
  const adoption =
    status?.status === 'Adotado'
      ? (ctx.db
          .select({ adoptedOn: catAdoptions.adoptedOn, note: catAdoptions.note })
          .from(catAdoptions)
          .where(eq(catAdoptions.catId, cat.id))
          .get() ?? null)
      : null;
  return {
    catId: cat.id,
    steps,
    canRecord: isCarer(ctx, cat),
    canAdopt: canEdit(ctx, cat),
    adoption,
  };
}

/** Records a step (the cat's carers only); castrado marks the cat sterilized in the same write. */
export function recordTnrStep(ctx: AuthedContext, input: TnrRecordInput): TnrStepDto {
  const cat = visibleCat(ctx, input.catId);
  if (!isCarer(ctx, cat)) throw fail('FORBIDDEN', 'carerOnly');
  checkDay(ctx, cat, input.doneOn);
  const now = ctx.clock.now();
  const row = transaction(ctx.db, (tx) => {
    const inserted = tx
      .insert(tnrSteps)
      .values({
        id: newId(),
        catId: cat.id,
        step: input.step,
        detail: input.detail ?? '',
        doneOn: input.doneOn,
        recordedById: ctx.user.id,
        createdAt: now,
      })
      .returning()
      .get();
    if (input.step === 'castrado') {
      tx.update(cats).set({ isSterilized: true, updatedAt: now }).where(eq(cats.id, cat.id)).run();
    }
    return inserted;
  });
  return {
    id: row.id,
    step: row.step,
    detail: row.detail,
    doneOn: row.doneOn,
    recordedBy: { userId: ctx.user.id, name: ctx.user.name },
    createdAt: row.createdAt.toISOString(),
    canDelete: true,
  };
}

/**
 * Deletes a step (its recorder or an admin). Deleting the cat's last castrado step clears
 * isSterilized: it follows the steps.
 */
export function removeTnrStep(ctx: AuthedContext, id: string) {
  const row = ctx.db.select().from(tnrSteps).where(eq(tnrSteps.id, id)).get();
  if (!row) throw fail('NOT_FOUND', 'tnrStepNotFound');
  if (row.recordedById !== ctx.user.id && !ctx.isAdmin) {
    throw fail('FORBIDDEN', 'tnrDeleteForbidden');
  }
  const now = ctx.clock.now();
  transaction(ctx.db, (tx) => {
    tx.delete(tnrSteps).where(eq(tnrSteps.id, row.id)).run();
    if (row.step !== 'castrado') return;
    const another = tx
      .select({ id: tnrSteps.id })
      .from(tnrSteps)
      .where(and(eq(tnrSteps.catId, row.catId), eq(tnrSteps.step, 'castrado')))
      .get();
    if (!another) {
      tx.update(cats)
        .set({ isSterilized: false, updatedAt: now })
        .where(eq(cats.id, row.catId))
        .run();
    }
  });
  return { id: row.id, deleted: true as const };
}

/** Status Adotado with its day and note, in one transaction (the registrar or an admin). */
export function adoptCat(ctx: AuthedContext, input: TnrAdoptInput) {
  const cat = visibleCat(ctx, input.catId);
  if (!canEdit(ctx, cat)) throw fail('FORBIDDEN', 'catEditForbidden');
  checkDay(ctx, cat, input.adoptedOn);
  const now = ctx.clock.now();
  const adoption = { adoptedOn: input.adoptedOn, note: input.note ?? '' };
  transaction(ctx.db, (tx) => {
    const before = catGroup(tx, cat.id);
    tx.update(cats).set({ status: 'Adotado', updatedAt: now }).where(eq(cats.id, cat.id)).run();
    moveCatCount(tx, before, catGroup(tx, cat.id));
    tx.insert(catAdoptions)
      .values({ catId: cat.id, ...adoption, recordedById: ctx.user.id, createdAt: now })
      .onConflictDoUpdate({
        target: catAdoptions.catId,
        set: { ...adoption, recordedById: ctx.user.id, createdAt: now },
      })
      .run();
  });
  return { catId: cat.id, status: 'Adotado' as const, adoption };
}

/** For the data export: the steps and adoptions `userId` recorded, oldest first. */
export function exportedTnr(db: Db, userId: string) {
  const steps = db
    .select({ row: tnrSteps, catName: cats.name })
    .from(tnrSteps)
    .innerJoin(cats, eq(cats.id, tnrSteps.catId))
    .where(eq(tnrSteps.recordedById, userId))
    .orderBy(asc(tnrSteps.createdAt), asc(tnrSteps.id))
    .all();
  const adoptions = db
    .select({ row: catAdoptions, catName: cats.name })
    .from(catAdoptions)
    .innerJoin(cats, eq(cats.id, catAdoptions.catId))
    .where(eq(catAdoptions.recordedById, userId))
    .orderBy(asc(catAdoptions.createdAt), asc(catAdoptions.catId))
    .all();
  return {
    tnrSteps: steps.map(({ row, catName }) => ({
      _id: row.id,
      catId: row.catId,
      catName,
      step: row.step,
      detail: row.detail,
      doneOn: row.doneOn,
      createdAt: row.createdAt.toISOString(),
    })),
    adoptionsRecorded: adoptions.map(({ row, catName }) => ({
      catId: row.catId,
      catName,
      adoptedOn: row.adoptedOn,
      note: row.note,
    })),
  };
}
