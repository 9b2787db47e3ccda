import { createHash, randomInt } from 'node:crypto';
import type { TRPCError } from '@trpc/server';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INVITE_LIMITS } from '../../shared/accounts.js';
import type { PlainErrorKey } from '../../shared/messages.js';
import type { InviteDto } from '../../shared/schemas/accounts-output.js';
import type { CreateInviteInput } from '../../shared/schemas/accounts.js';
import { inviteCodes, type InviteCode } from '../db/accounts-schema.js';
import type { Db } from '../db/client.js';
import { newId } from '../lib/ids.js';
import { fail } from '../lib/app-error.js';

/** Capitals and digits without look-alikes (0/O, 1/I/L), easy to read out and type on a phone. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a person may type: any case, with or without the dashes and spaces. */
const normalize = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

const hashOf = (code: string) => createHash('sha256').update(normalize(code)).digest('hex');

/** 12 characters of 31 (about 59 bits), shown as XXXX-XXXX-XXXX. */
function newCode(): string {
  const chars = Array.from({ length: INVITE_LIMITS.codeLength }, () => ALPHABET[randomInt(31)]);
  return chars.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** A refusal about the invite code field, worded by the error formatter like a zod issue. */
export function inviteCodeError(message: PlainErrorKey): TRPCError {
  const issue = { code: 'custom' as const, path: ['inviteCode'], message, input: undefined };
  return fail('BAD_REQUEST', message, new z.ZodRealError([issue]));
}

type InviteState = InviteDto['state'];

function stateOf(invite: InviteCode, now: Date): InviteState {
  if (invite.revokedAt) return 'revoked';
  if (invite.uses >= invite.maxUses) return 'usedUp';
  if (invite.expiresAt <= now) return 'expired';
  return 'active';
}

const toDto = (invite: InviteCode, now: Date): InviteDto => ({
  id: invite.id,
  hint: `${invite.hint}…`,
  uses: invite.uses,
  maxUses: invite.maxUses,
  expiresAt: invite.expiresAt.toISOString(),
  createdAt: invite.createdAt.toISOString(),
  state: stateOf(invite, now),
});

/** A new code: the only time it is ever seen in full. */
export function createInvite(
  db: Db,
  input: Partial<CreateInviteInput>,
  createdById: string | null,
  now: Date,
): { code: string; invite: InviteDto } {
  const code = newCode();
  const days = input.days ?? INVITE_LIMITS.daysDefault;
  const invite = db
    .insert(inviteCodes)
    .values({
      id: newId(),
      codeHash: hashOf(code),
      hint: code.slice(0, 4),
      maxUses: input.uses ?? INVITE_LIMITS.usesDefault,
      expiresAt: new Date(now.getTime() + days * DAY_MS),
      createdById,
      createdAt: now,
    })
    .returning()
    .get();
  return { code, invite: toDto(invite, now) };
}

/** Every code, newest first (a community makes a few a month). */
export function listInvites(db: Db, now: Date): InviteDto[] {
  return db
    .select()
    .from(inviteCodes)
    .orderBy(desc(inviteCodes.createdAt))
    .limit(200)
    .all()
    .map((invite) => toDto(invite, now));
}

export function revokeInvite(db: Db, id: string, now: Date): InviteDto {
  const invite = db
    .update(inviteCodes)
    .set({ revokedAt: sql`coalesce(${inviteCodes.revokedAt}, ${now.getTime()})` })
    .where(eq(inviteCodes.id, id))
    .returning()
    .get();
  if (!invite) throw fail('NOT_FOUND', 'inviteNotFound');
  return toDto(invite, now);
}

/**
 * Uses up one use of `code`, inside the caller's transaction (with the account it creates), or
 * throws the field error that says why it cannot: missing, unknown, revoked, expired, used up.
 */
export function redeemInvite(db: Db, code: string | undefined, now: Date): void {
  if (!code || !normalize(code)) throw inviteCodeError('inviteCodeRequired');
  const hash = hashOf(code);
  const used = db
    .update(inviteCodes)
    .set({ uses: sql`${inviteCodes.uses} + 1` })
    .where(
      and(
        eq(inviteCodes.codeHash, hash),
        isNull(inviteCodes.revokedAt),
        gt(inviteCodes.expiresAt, now),
        lt(inviteCodes.uses, inviteCodes.maxUses),
      ),
    )
    .run();
  if (used.changes === 1) return;
  const invite = db.select().from(inviteCodes).where(eq(inviteCodes.codeHash, hash)).get();
  const state = invite ? stateOf(invite, now) : 'unknown';
  throw inviteCodeError(
    state === 'expired'
      ? 'inviteCodeExpired'
      : state === 'usedUp'
        ? 'inviteCodeUsedUp'
        : 'inviteCodeInvalid',
  );
}
