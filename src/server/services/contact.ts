import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { setContactInput } from '../../shared/schemas/users.js';
import type { AuthedContext } from '../context.js';
import { users } from '../db/schema.js';

/**
 * The contact a person shares with whoever is on the way to an emergency they reported (a WhatsApp
 * number, off by default). Shown to nobody else (notifications/help-brief.ts), in the data export,
 * and removed with the account.
 */
export function ownContact(ctx: AuthedContext): { whatsapp: string | null } {
  const row = ctx.db
    .select({ whatsapp: users.whatsapp })
    .from(users)
    .where(eq(users.id, ctx.user.id))
    .get();
  return { whatsapp: row?.whatsapp ?? null };
}

/** Sets the number (already checked and written as "+digits"), or stops sharing it when empty. */
export function setContact(
  ctx: AuthedContext,
  input: z.output<typeof setContactInput>,
): { whatsapp: string | null } {
  const whatsapp = input.whatsapp === '' ? null : input.whatsapp;
  ctx.db
    .update(users)
    .set({ whatsapp, updatedAt: ctx.clock.now() })
    .where(eq(users.id, ctx.user.id))
    .run();
  return { whatsapp };
}
