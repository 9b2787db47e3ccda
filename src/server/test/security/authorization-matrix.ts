import { AVATARS } from '../../../shared/avatars.js';
import { offsetPoint } from '../../../shared/geo.js';
import {
  catData,
  catForm,
  checkinData,
  checkinForm,
  HOME,
  jpeg,
  profileForm,
} from '../fixtures.js';
import { file, form, photo } from '../rest-client.js';
import { COMMUNITY_TRPC, IMPACT_PERIOD } from './authorization-community.js';
import { HEALTH_TRPC } from './authorization-health.js';
import { formBody, json, none, type Entry, type Policy, type Seed } from './authorization-rows.js';
import { MODERATION_TRPC } from './authorization-moderation.js';

/** The password of the sign-in user (login rows, register rows). */
export const PASSWORD = 'segredo-forte-123';

export type Role = 'anonymous' | 'other' | 'owner' | 'admin';
export const ROLES: readonly Role[] = ['anonymous', 'other', 'owner', 'admin'];

/** Not configured in tests: a clear 400, never 401/403. */
const GOOGLE_OFF = [400];

export const TRPC: Record<string, Entry> = {
  'auth.register': {
    policy: 'public',
    input: json((s) => ({ name: 'Nova', email: s.freshEmail, password: PASSWORD })),
  },
  'auth.login': { policy: 'public', input: json((s) => s.login) },
  'auth.google': { policy: 'public', input: json(() => ({ idToken: 'x' })), ok: GOOGLE_OFF },
  // A made-up setup link: it works for nobody, whoever asks (services/setup.test.ts makes real ones).
  'auth.setupStatus': { policy: 'public', input: json(() => ({ token: 'a'.repeat(43) })) },
  'auth.setup': {
    policy: 'public',
    input: json((s) => ({
      token: 'a'.repeat(43),
      name: 'Nova',
      email: s.freshEmail,
      password: PASSWORD,
    })),
    ok: [400],
  },
  'auth.me': { policy: 'user', input: none },
  // A wrong current password: an allowed caller gets the 400 that says so (a right one would end
  // the sessions the rest of the table uses).
  'auth.changePassword': {
    policy: 'user',
    input: json(() => ({ currentPassword: 'not-the-password', newPassword: 'outra-senha-123' })),
    ok: [400],
  },
  'auth.verify': { policy: 'public', input: none },
  'auth.logout': { policy: 'user', input: none },
  // Each role has its own seed: ending all of the owner's sessions leaves the other rows alone.
  'auth.logoutEverywhere': { policy: 'user', input: none },
  'email.unlockLogin': {
    policy: 'public',
    input: json(() => ({ token: 'a'.repeat(43) })),
    ok: [400],
  },
  // No SMTP in this test server: a clear 404 saying so, never 401/403.
  'email.forgotPassword': {
    policy: 'public',
    input: json(() => ({ email: 'x@example.com' })),
    ok: [404],
  },
  'email.resetPassword': {
    policy: 'public',
    input: json(() => ({ token: 'a'.repeat(43), password: PASSWORD })),
    ok: [400],
  },
  'email.verify': { policy: 'public', input: json(() => ({ token: 'a'.repeat(43) })), ok: [400] },
  'email.resendVerification': { policy: 'user', input: none },
  'accounts.pending': { policy: 'admin', input: none },
  // Nobody is waiting in open mode: an allowed caller gets the 404 that says so.
  'accounts.approve': { policy: 'admin', input: json((s) => ({ userId: s.other.id })), ok: [404] },
  'accounts.decline': { policy: 'admin', input: json((s) => ({ userId: s.other.id })), ok: [404] },
  'accounts.invites': { policy: 'admin', input: none },
  'admin.health': { policy: 'admin', input: none },
  'admin.backupStatus': { policy: 'admin', input: none },
  'accounts.createInvite': { policy: 'admin', input: json(() => ({ uses: 1, days: 1 })) },
  'accounts.revokeInvite': { policy: 'admin', input: json(() => ({ id: 'unknown' })), ok: [404] },
  'cats.create': {
    policy: 'user',
    input: formBody(async () => catForm(catData({ name: 'Novo' }), await jpeg(3))),
  },
  'cats.byId': { policy: 'public', input: json((s) => ({ id: s.cat.id })) },
  'cats.nearby': { policy: 'public', input: json(() => HOME) },
  'cats.emergencies': { policy: 'public', input: json(() => ({})) },
  'cats.list': { policy: 'public', input: json(() => ({})) },
  'cats.similar': { policy: 'user', input: json(() => HOME) },
  'cats.update': {
    policy: 'editor',
    input: formBody((s) => catForm({ id: s.cat.id, name: 'Mingau II' })),
  },
  'cats.delete': { policy: 'editor', input: json((s) => ({ id: s.cat.id })) },
  // The owner and admins already care for the cat: asking is a 409 that says so.
  'carers.request': {
    policy: 'user',
    input: json((s) => ({ catId: s.cat.id, message: 'Alimento de manhã' })),
    ok: [200, 409],
  },
  'carers.decide': {
    policy: 'carer',
    input: json((s) => ({ catId: s.cat.id, userId: s.requester.id, decision: 'approve' })),
  },
  'carers.revoke': {
    policy: 'carer',
    input: json((s) => ({ catId: s.cat.id, userId: s.carer.id })),
  },
  'carers.forCat': { policy: 'user', input: json((s) => ({ catId: s.cat.id })) },
  'carers.pendingForMe': { policy: 'user', input: none },
  ...COMMUNITY_TRPC,
  ...HEALTH_TRPC,
  'checkins.create': {
    policy: 'user',
    input: formBody(async (s) => checkinForm(checkinData(s.cat), [await jpeg(2)])),
  },
  'checkins.byCat': { policy: 'public', input: json((s) => ({ catId: s.cat.id })) },
  'checkins.mine': { policy: 'user', input: json(() => ({})) },
  'favorites.add': { policy: 'user', input: json((s) => ({ catId: s.cat.id })) },
  'favorites.remove': { policy: 'user', input: json((s) => ({ catId: s.cat.id })) },
  'favorites.list': { policy: 'user', input: none },
  'config.public': { policy: 'public', input: none },
  'ranking.list': { policy: 'public', input: json(() => ({})) },
  'users.profile': { policy: 'user', input: none },
  // One's own WhatsApp number for helpers (off by default; help-brief.test.ts).
  'users.contact': { policy: 'user', input: none },
  'users.setContact': { policy: 'user', input: json(() => ({ whatsapp: '+5511987654321' })) },
  'users.stats': { policy: 'user', input: none },
  'users.publicProfile': { policy: 'public', input: json((s) => ({ userId: s.owner.id })) },
  'users.updateProfile': { policy: 'user', input: formBody(() => profileForm({ bio: 'Oi' })) },
  'users.updateNotificationSettings': {
    policy: 'user',
    input: json(() => ({ nearbyAlerts: false })),
  },
  'users.avatars': { policy: 'public', input: none },
  'users.setAvatar': { policy: 'user', input: json(() => ({ avatarId: AVATARS[1].id })) },
  'users.achievements': { policy: 'user', input: none },
  'users.deleteAccount': { policy: 'user', input: json(() => ({ confirm: true })) },
  'users.exportData': { policy: 'user', input: none },
  'notifications.list': { policy: 'user', input: json(() => ({})) },
  'notifications.unread': { policy: 'user', input: none },
  'notifications.markRead': { policy: 'user', input: json(() => ({})) },
  'notifications.region': { policy: 'user', input: none },
  'notifications.setRegion': {
    policy: 'user',
    input: json(() => ({ latitude: HOME.latitude, longitude: HOME.longitude })),
  },
  'notifications.clearRegion': { policy: 'user', input: none },
  'notifications.pushKey': { policy: 'user', input: none },
  'notifications.subscribe': { policy: 'user', input: json(() => PUSH_SUBSCRIPTION) },
  'notifications.unsubscribe': {
    policy: 'user',
    input: json(() => ({ endpoint: PUSH_SUBSCRIPTION.endpoint })),
  },
  // The seed cat is well: there is nothing to claim (409) or give up (404).
  'help.claim': { policy: 'user', input: json((s) => ({ catId: s.cat.id })), ok: [409] },
  'help.giveUp': { policy: 'user', input: json((s) => ({ catId: s.cat.id })), ok: [404] },
  // Only someone with an open claim reads the brief; nobody claimed the seed cat (403). Who may:
  // src/server/notifications/help-brief.test.ts.
  'help.brief': { policy: 'user', input: json((s) => ({ catId: s.cat.id })), ok: [403] },
  'help.state': { policy: 'user', input: json((s) => ({ catId: s.cat.id })) },
  // Only the cat's carers, its reporter and admins accept (403); nobody offered on the seed cat,
  // so they find no offer (404). Who may: src/server/abuse/help-claims.test.ts.
  'help.accept': {
    policy: 'user',
    input: json((s) => ({ catId: s.cat.id, userId: s.cat.discoveredById })),
    ok: [403, 404],
  },
  'healthReports.ofCat': { policy: 'public', input: json((s) => ({ catId: s.cat.id })) },
  // No report waits on the seed cat (who may confirm one: src/server/abuse/urgent-reports.test.ts).
  'healthReports.confirm': {
    policy: 'user',
    input: json(() => ({ reportId: 'no-such-report' })),
    ok: [404],
  },
  ...MODERATION_TRPC,
};

/** A subscription as a browser gives it (a key pair's public half; never sent anything here). */
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-test',
  keys: {
    p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
    auth: Buffer.alloc(16, 9).toString('base64url'),
  },
};

const near = offsetPoint(HOME.latitude, HOME.longitude, 10, 0);
const pointJson = (latitude: number, longitude: number) =>
  JSON.stringify({ type: 'Point', coordinates: [longitude, latitude], address: 'Praça' });

/** REST rows by method and path without the /api prefix (both families are called). */
export const REST: Record<string, Entry & { url?: (seed: Seed) => string }> = {
  'GET /health': { policy: 'public', input: none },
  'GET /openapi.json': { policy: 'public', input: none },
  'GET /avatars': { policy: 'public', input: none },
  'GET /avatars/:file': {
    policy: 'public',
    input: none,
    url: () => AVATARS[0].url,
  },
  'GET /auth/me': { policy: 'user', input: none },
  'GET /users/me': { policy: 'user', input: none },
  'GET /auth/verify': { policy: 'public', input: none },
  'POST /auth/login': { policy: 'public', input: json((s) => s.login) },
  'POST /auth/logout': { policy: 'user', input: none },
  'POST /auth/register': {
    policy: 'public',
    input: json((s) => ({ name: 'Nova', email: s.freshEmail, password: PASSWORD })),
  },
  'POST /auth/google': { policy: 'public', input: json(() => ({ idToken: 'x' })), ok: GOOGLE_OFF },
  'GET /cats/nearby': {
    policy: 'public',
    input: none,
    url: () => `/cats/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}`,
  },
  'GET /cats': { policy: 'public', input: none },
  'GET /cats/:id': { policy: 'public', input: none },
  'POST /cats': {
    policy: 'user',
    input: formBody(async () =>
      form({
        name: 'Novo',
        description: 'Manso',
        color: 'Preto',
        location: pointJson(HOME.latitude, HOME.longitude),
        photo: file(await photo(2)),
      }),
    ),
  },
  'PUT /cats/:id': { policy: 'editor', input: json(() => ({ name: 'Mingau II' })) },
  'DELETE /cats/:id': { policy: 'editor', input: none },
  'POST /checkins': {
    policy: 'user',
    input: formBody((s) =>
      form({
        catId: s.cat.id,
        location: pointJson(near.latitude, near.longitude),
        actions: JSON.stringify(['Alimentou']),
        healthStatus: 'Bom',
      }),
    ),
  },
  'GET /checkins/user': { policy: 'user', input: none },
  'GET /users/favorites': { policy: 'user', input: none },
  'POST /users/favorites': { policy: 'user', input: json((s) => ({ catId: s.cat.id })) },
  'DELETE /users/favorites/:catId': { policy: 'user', input: none },
  'GET /users/profile': { policy: 'user', input: none },
  'PUT /users/profile': { policy: 'user', input: json(() => ({ bio: 'Oi' })) },
  'PUT /users/profile/avatar': {
    policy: 'user',
    input: json(() => ({ avatarId: AVATARS[2].id })),
  },
  'GET /users/stats': { policy: 'user', input: none },
  'GET /users/ranking': { policy: 'public', input: none },
  'GET /notifications': { policy: 'user', input: none },
  'POST /notifications/read': { policy: 'user', input: json(() => ({})) },
  'POST /cats/:id/help': { policy: 'user', input: none, ok: [409] },
  'DELETE /cats/:id/help': { policy: 'user', input: none, ok: [404] },
  'GET /reports/impact.csv': {
    policy: 'admin',
    input: none,
    url: () => `/reports/impact.csv?from=${IMPACT_PERIOD.from}&to=${IMPACT_PERIOD.to}`,
  },
  'POST /reports': {
    policy: 'user',
    input: json((s) => ({ targetType: 'user', targetId: s.requester.id, reason: 'spam' })),
    ok: [201, 400, 409],
  },
};

export function allowed(policy: Policy, role: Role): boolean {
  switch (policy) {
    case 'public':
      return true;
    case 'user':
      return role !== 'anonymous';
    case 'editor':
    case 'carer':
      return role === 'owner' || role === 'admin';
    case 'admin':
      return role === 'admin';
  }
}

/** The status a refused call must get. */
export const refusal = (role: Role) => (role === 'anonymous' ? 401 : 403);
