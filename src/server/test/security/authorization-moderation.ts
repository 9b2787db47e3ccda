import { json, type Entry } from './authorization-rows.js';

/** The authorization matrix's tRPC rows for moderation (merged into TRPC there). */

export const MODERATION_TRPC: Record<string, Entry> = {
  // The owner reporting their own cat is told they cannot (400).
  'moderation.report': {
    policy: 'user',
    input: json((s) => ({ targetType: 'cat', targetId: s.cat.id, reason: 'fake' })),
    ok: [201, 200, 400, 409],
  },
  'moderation.queue': { policy: 'admin', input: json(() => ({})) },
  'moderation.log': { policy: 'admin', input: json(() => ({})) },
  'moderation.hide': {
    policy: 'admin',
    input: json((s) => ({ targetType: 'cat', targetId: s.cat.id, reason: 'Gato falso' })),
  },
  'moderation.restore': {
    policy: 'admin',
    input: json((s) => ({ targetType: 'cat', targetId: s.cat.id, reason: 'Engano' })),
    ok: [200, 409],
  },
  'moderation.dismiss': {
    policy: 'admin',
    input: json((s) => ({ targetType: 'cat', targetId: s.cat.id, reason: 'Está tudo certo' })),
  },
  'moderation.suspend': {
    policy: 'admin',
    input: json((s) => ({ userId: s.requester.id, reason: 'Spam repetido' })),
  },
  'moderation.unsuspend': {
    policy: 'admin',
    input: json((s) => ({ userId: s.requester.id, reason: 'Engano' })),
    ok: [200, 409],
  },
};
