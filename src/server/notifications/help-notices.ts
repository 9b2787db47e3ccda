import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { NotificationKind } from '../../shared/notifications.js';
import type { Db } from '../db/client.js';
import { notifications } from '../db/notifications-schema.js';
import { users, type Cat } from '../db/schema.js';
import { approversOf } from './events.js';
import { reportOf } from './help-brief.js';
import { notify, type NotifyDeps } from './notify.js';

const DAY = 24 * 60 * 60 * 1000;

/** What people are told about one helper and one cat: one notice each, updated as it goes. */
export const HELP_NOTICE_KINDS = [
  'helpOffered',
  'helpClaimed',
  'helpJoined',
  'helpWithdrawn',
  'helpLapsed',
] as const satisfies readonly NotificationKind[];
export type HelpNoticeKind = (typeof HELP_NOTICE_KINDS)[number];

type HelpCat = Pick<Cat, 'id' | 'name' | 'discoveredById' | 'health'>;

/**
 * Who can accept an offer of help on the cat, and is told of it: its registrar, the carers
 * approved for it, its colony's coordinators, and whoever reported the emergency, if they can be
 * told anything (not deleted, not suspended, not waiting for approval).
 */
export function acceptersOf(tx: Db, cat: HelpCat): string[] {
  const ids = [...new Set([...approversOf(tx, cat), reportOf(tx, cat).reporterId])];
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt), eq(users.status, 'active')))
    .all()
    .map((r) => r.id);
}

/**
 * Tells `recipients` what `helper` did about `cat`, one notice per person, helper and cat a day:
 * someone already told (an offer, "a caminho", "não vou mais") has that notice rewritten to the
 * news and marked unread, with no new push; the others get a new one when `add` is set.
 */
export function tellHelpNews(
  tx: Db,
  deps: NotifyDeps,
  cat: HelpCat,
  helper: { id: string; name: string },
  kind: HelpNoticeKind,
  recipients: readonly string[],
  add: boolean,
): void {
  const now = deps.clock.now();
  const told = tx
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.catId, cat.id),
        eq(notifications.aboutUserId, helper.id),
        inArray(notifications.kind, [...HELP_NOTICE_KINDS]),
        gt(notifications.createdAt, new Date(now.getTime() - DAY)),
      ),
    )
    .all();
  const params = { catName: cat.name, userName: helper.name };
  if (told.length > 0) {
    tx.update(notifications)
      .set({ kind, params, createdAt: now, readAt: null })
      .where(
        inArray(
          notifications.id,
          told.map((n) => n.id),
        ),
      )
      .run();
  }
  if (!add) return;
  const already = new Set(told.map((n) => n.userId));
  notify(
    tx,
    deps,
    recipients
      .filter((id) => id !== helper.id && !already.has(id))
      .map((userId) => ({
        userId,
        kind,
        catId: cat.id,
        aboutUserId: helper.id,
        params,
        urgent: cat.health === 'Emergência' && kind !== 'helpJoined',
      })),
  );
}
