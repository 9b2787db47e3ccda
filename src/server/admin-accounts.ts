import { and, eq, isNull } from 'drizzle-orm';
import { AVATARS } from '../shared/avatars.js';
import { INVITE_LIMITS } from '../shared/accounts.js';
import { LIMITS } from '../shared/constants.js';
import { withDatabase, type AdminIo } from './admin-io.js';
import type { Db } from './db/client.js';
import { users } from './db/schema.js';
import { newId } from './lib/ids.js';
import { decideAccount } from './services/approvals.js';
import { hashPassword, readablePassword } from './services/auth.js';
import { createInvite } from './services/invites.js';
import { isVerified } from './mail/verification.js';
import type { Settings } from './settings.js';

/** The admin commands about accounts: roles, approvals and invite codes. */

type Role = 'admin' | 'moderator';
const FLAG = { admin: 'isAdmin', moderator: 'isModerator' } as const;

type GrantResult =
  | { outcome: 'flagged' | 'already' | 'deletedAccount' | 'unverified' }
  | { outcome: 'created'; password: string };

/**
 * Flags the account of `email` with the role (approving it too, if it was waiting), or creates
 * one (named after the e-mail's local part, with a readable one-time password).
 */
async function grantRole(
  db: Db,
  settings: Settings,
  email: string,
  role: Role,
  now: Date,
): Promise<GrantResult> {
  const flag = FLAG[role];
  const user = db.select().from(users).where(eq(users.email, email)).get();
  if (user?.deletedAt) return { outcome: 'deletedAccount' };
  // Anyone can sign up with any address: powers go only to one its owner has proven.
  if (user && !isVerified({ settings }, user)) return { outcome: 'unverified' };
  if (user) {
    if (user[flag] && ['active', 'suspended'].includes(user.status)) return { outcome: 'already' };
    // A waiting or declined account is approved; a suspended one stays suspended (moderation
    // lifts it).
    const status = user.status === 'suspended' ? 'suspended' : 'active';
    db.update(users)
      .set({ [flag]: true, status, updatedAt: now })
      .where(eq(users.id, user.id))
      .run();
    return { outcome: 'flagged' };
  }
  const password = readablePassword();
  db.insert(users)
    .values({
      id: newId(),
      email,
      passwordHash: await hashPassword(password),
      name: email.slice(0, email.indexOf('@')).slice(0, LIMITS.nameMax),
      profilePicture: AVATARS[0].url,
      [flag]: true,
      // The admin who runs the command vouches for the address.
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return { outcome: 'created', password };
}

const grantCommand =
  (role: Role) =>
  async (io: AdminIo, email: string): Promise<number> => {
    const address = email.toLowerCase();
    const result = await withDatabase(io.settings, (db) =>
      grantRole(db, io.settings, address, role, new Date()),
    );
    switch (result.outcome) {
      case 'deletedAccount':
        io.err(`The account of ${address} was deleted; nothing changed.`);
        return 1;
      case 'unverified':
        io.err(
          `${address} has not confirmed the e-mail address yet (the link mailed at sign-up); nothing changed.`,
        );
        return 1;
      case 'already':
        io.out(
          `${address} is already ${role === 'admin' ? 'an admin' : 'a moderator'}; nothing changed.`,
        );
        return 0;
      case 'flagged':
        io.out(
          `${address} is now ${role === 'admin' ? 'an admin' : 'a moderator'} (takes effect on their next request).`,
        );
        return 0;
      case 'created':
        io.out(
          `Created the ${role} account ${address} with the one-time password: ${result.password}`,
        );
        io.out('Give it to the person over a channel you trust.');
        return 0;
    }
  };

const revokeCommand =
  (role: Role) =>
  async (io: AdminIo, email: string): Promise<number> => {
    const address = email.toLowerCase();
    const result = await withDatabase(io.settings, (db) =>
      db
        .update(users)
        .set({ [FLAG[role]]: false, updatedAt: new Date() })
        .where(and(eq(users.email, address), isNull(users.deletedAt)))
        .run(),
    );
    if (result.changes === 0) {
      io.err(`No account with the e-mail ${address}.`);
      return 1;
    }
    io.out(`${address} is no longer flagged as ${role}.`);
    return 0;
  };

const decideCommand =
  (decision: 'active' | 'declined') =>
  async (io: AdminIo, email: string): Promise<number> => {
    const address = email.toLowerCase();
    const outcome = await withDatabase(io.settings, (db) => {
      const user = db.select().from(users).where(eq(users.email, address)).get();
      if (!user || user.deletedAt) return 'unknown';
      if (user.status === 'active') return 'active';
      decideAccount(db, user.id, decision, new Date());
      return 'done';
    });
    if (outcome === 'unknown') {
      io.err(`No account with the e-mail ${address}.`);
      return 1;
    }
    if (outcome === 'active') {
      io.out(`${address} is already approved; nothing changed.`);
      return 0;
    }
    io.out(
      decision === 'active'
        ? `${address} is approved and may use the app (with the session it has).`
        : `${address} is declined: its sessions ended and it can no longer sign in.`,
    );
    return 0;
  };

export const ACCOUNT_EMAIL_COMMANDS = new Map([
  ['create-admin', grantCommand('admin')],
  ['remove-admin', revokeCommand('admin')],
  ['create-moderator', grantCommand('moderator')],
  ['remove-moderator', revokeCommand('moderator')],
  ['approve-user', decideCommand('active')],
  ['decline-user', decideCommand('declined')],
]);

const OPTIONS = {
  '--uses': { key: 'uses', max: INVITE_LIMITS.usesMax },
  '--days': { key: 'days', max: INVITE_LIMITS.daysMax },
} as const;

/** `create-invite [--uses N] [--days D]`: the options, or the usage problem to report. */
export function parseInviteArgs(
  args: readonly string[],
): { uses?: number; days?: number } | { problem: string } {
  const parsed: { uses?: number; days?: number } = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]!;
    const option = Object.hasOwn(OPTIONS, name) ? OPTIONS[name as keyof typeof OPTIONS] : null;
    if (!option) return { problem: `Unknown option for create-invite: ${name}` };
    const value = args[i + 1];
    if (value === undefined || !/^\d+$/.test(value) || +value < 1 || +value > option.max) {
      return { problem: `${name} needs a whole number from 1 to ${option.max}.` };
    }
    parsed[option.key] = Number(value);
  }
  return parsed;
}

export async function createInviteCommand(
  io: AdminIo,
  options: { uses?: number; days?: number },
): Promise<number> {
  const { code, invite } = await withDatabase(io.settings, (db) =>
    createInvite(db, options, null, new Date()),
  );
  io.out(`Invite code: ${code}`);
  io.out(
    `It creates up to ${invite.maxUses} account(s) until ${invite.expiresAt}. ` +
      'It is not stored in readable form: copy it now and give it over a channel you trust.',
  );
  if (io.settings.REGISTRATION_MODE !== 'invite') {
    io.out(
      `Note: REGISTRATION_MODE is ${io.settings.REGISTRATION_MODE}; codes are asked for only in invite mode.`,
    );
  }
  return 0;
}
