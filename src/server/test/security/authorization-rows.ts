import type { Cat, User } from '../../db/schema.js';

/**
 * Who may call what. Every tRPC procedure and every REST route has a row; a procedure or route
 * without one fails the test, so a new one must say who may call it.
 *
 * - public: anyone, signed in or not;
 * - user: any signed-in user (anonymous → 401);
 * - editor: the cat's registrar or an admin (anonymous → 401, another user → 403);
 * - carer: the cat's carers (its registrar, approved carers) or an admin (same refusals);
 * - admin: admins only (anonymous → 401, any other user → 403).
 */
export type Policy = 'public' | 'user' | 'editor' | 'carer' | 'admin';

/** What each call gets: the owner (who registered `cat` and checked in on it) and the others. */
export interface Seed {
  owner: User;
  other: User;
  admin: User;
  cat: Cat;
  /** A 10-day round of `cat`, a dose a day at midnight, started by the owner just now. */
  treatmentId: string;
  /** A user waiting for an answer to their carer request on `cat`, and an approved carer of it. */
  requester: User;
  carer: User;
  /** A user with a password (for login). */
  login: { email: string; password: string };
  /** A fresh unique e-mail (for register). */
  freshEmail: string;
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: FormData | Promise<FormData> };

export interface Entry {
  policy: Policy;
  /** The input of an allowed call (valid, so it succeeds). */
  input: (seed: Seed) => Body;
  /** The statuses an allowed call may answer (default 200 or 201). */
  ok?: readonly number[];
}

/** How a row builds its call's input: none, JSON or a multipart form. */
export const none = (): Body => ({ kind: 'none' });
export const json =
  (value: (seed: Seed) => unknown) =>
  (seed: Seed): Body => ({ kind: 'json', value: value(seed) });
export const formBody =
  (value: (seed: Seed) => FormData | Promise<FormData>) =>
  (seed: Seed): Body => ({ kind: 'form', value: value(seed) });
