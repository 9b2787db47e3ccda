import { appError, fail } from '../lib/app-error.js';
import { and, eq } from 'drizzle-orm';
import { CARERS } from '../../shared/constants.js';
import {
  type CarerDecisionInput,
  type CarerRequestInput,
  type CarerRevokeInput,
} from '../../shared/schemas/carers.js';
import type { AuthedContext } from '../context.js';
import { transaction } from '../db/client.js';
import { carerRequests } from '../db/schema.js';
import { tellCarerDecision, tellCarerRequest } from '../notifications/events.js';
import {
  askAgainAt,
  catOrThrow,
  DAY_MS,
  relationOf,
  requestRow,
  requireDecider,
} from './carer-access.js';
import { limitWrites } from './write-limits.js';

/**
 * Carer requests: a signed-in user asks to care for a cat; its registrar, a carer approved for it
 * directly, a coordinator of its colony or an admin approves or declines (never the person who
 * asked); any of them may revoke an approved carer, never the registrar.
 */
export function requestCare(ctx: AuthedContext, input: CarerRequestInput) {
  limitWrites(ctx, 'carerRequests');
  const message = input.message?.trim() ?? '';
  return transaction(ctx.db, (tx) => {
    const cat = catOrThrow(tx, input.catId);
    const own = requestRow(tx, cat.id, ctx.user.id);
    if (relationOf(ctx, cat, own) !== 'none') {
      throw fail('CONFLICT', 'carerAlready');
    }
    if (own?.status === 'pending') {
      throw fail('CONFLICT', 'carerRequestPending');
    }
    const now = ctx.clock.now();
    const until = askAgainAt(own, CARERS.askAgainDays);
    if (until && until > now) {
      const days = Math.ceil((until.getTime() - now.getTime()) / DAY_MS);
      throw appError('TOO_MANY_REQUESTS', 'carerRequestWait', { days });
    }
    const fields = {
      status: 'pending' as const,
      message,
      requestedAt: now,
      decidedById: null,
      decidedAt: null,
    };
    tx.insert(carerRequests)
      .values({ catId: cat.id, userId: ctx.user.id, ...fields })
      .onConflictDoUpdate({ target: [carerRequests.catId, carerRequests.userId], set: fields })
      .run();
    tellCarerRequest(tx, ctx, cat, ctx.user);
    return { catId: cat.id, status: 'pending' as const, requestedAt: now.toISOString() };
  });
}

export function decideCare(ctx: AuthedContext, input: CarerDecisionInput) {
  if (input.userId === ctx.user.id) {
    throw fail('FORBIDDEN', 'carerOwnRequest');
  }
  return transaction(ctx.db, (tx) => {
    const cat = requireDecider({ ...ctx, db: tx }, input.catId);
    const row = requestRow(tx, cat.id, input.userId);
    if (row?.status !== 'pending') {
      throw fail('NOT_FOUND', 'carerRequestNotFound');
    }
    const status = input.decision === 'approve' ? ('approved' as const) : ('declined' as const);
    tx.update(carerRequests)
      .set({ status, decidedById: ctx.user.id, decidedAt: ctx.clock.now() })
      .where(and(eq(carerRequests.catId, cat.id), eq(carerRequests.userId, input.userId)))
      .run();
    tellCarerDecision(tx, ctx, cat, input.userId, status === 'approved');
    return { catId: cat.id, userId: input.userId, status };
  });
}

export function revokeCare(ctx: AuthedContext, input: CarerRevokeInput) {
  return transaction(ctx.db, (tx) => {
    const cat = requireDecider({ ...ctx, db: tx }, input.catId);
    if (input.userId === cat.discoveredById) {
      throw fail('FORBIDDEN', 'carerRegistrarKept');
    }
    const row = requestRow(tx, cat.id, input.userId);
    if (row?.status !== 'approved') {
      throw fail('NOT_FOUND', 'carerNotFound');
    }
    tx.update(carerRequests)
      .set({ status: 'revoked', decidedById: ctx.user.id, decidedAt: ctx.clock.now() })
      .where(and(eq(carerRequests.catId, cat.id), eq(carerRequests.userId, input.userId)))
      .run();
    return { catId: cat.id, userId: input.userId, status: 'revoked' as const };
  });
}
