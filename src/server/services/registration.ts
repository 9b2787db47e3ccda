import type { AccountStatus } from '../../shared/accounts.js';
import type { Context } from '../context.js';
import type { Db } from '../db/client.js';
import { redeemInvite } from './invites.js';

/**
 * The status a new account starts with under REGISTRATION_MODE: open → active; invite → active,
 * using up one use of the invite code (or refusing the account); approval → pending until an
 * admin decides. Runs inside the transaction that creates the account.
 */
export function newAccountStatus(
  ctx: Pick<Context, 'settings' | 'clock'>,
  tx: Db,
  inviteCode: string | undefined,
): AccountStatus {
  switch (ctx.settings.REGISTRATION_MODE) {
    case 'open':
      return 'active';
    case 'approval':
      return 'pending';
    case 'invite':
      redeemInvite(tx, inviteCode, ctx.clock.now());
      return 'active';
  }
}
