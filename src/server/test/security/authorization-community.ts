import { zonedInstant } from '../../../shared/rota.js';
import { localDay } from '../../../shared/time.js';
import { HOME } from '../fixtures.js';
import { json, none, type Entry, type Seed } from './authorization-rows.js';

/**
 * The authorization matrix's tRPC rows for the community's tools: colonies, the feeding rota, the
 * impact report and TNR (merged into TRPC in authorization-matrix.ts).
 */

/** The day the seed cat was registered (a TNR step or adoption may not be earlier). */
const catDay = (s: Seed) => localDay(s.cat.createdAt, 'America/Sao_Paulo');

export const IMPACT_PERIOD = { from: '2026-01-01', to: '2026-01-31' };

/** The seed round's dose of today (a dose a day at midnight, community time). */
const todaysDose = (s: Seed) => zonedInstant(catDay(s), 0, 'America/Sao_Paulo').toISOString();

export const COMMUNITY_TRPC: Record<string, Entry> = {
  // Colonies: anyone reads the cards; any signed-in user may create one or ask to join; the
  // coordinator rules are the services' own (colonies.test.ts), so a colony that does not exist
  // answers 404 to every allowed caller here.
  'colonies.list': { policy: 'public', input: none },
  'colonies.byId': { policy: 'public', input: json(() => ({ colonyId: 'x' })), ok: [404] },
  'colonies.ofCat': { policy: 'public', input: json((s) => ({ catId: s.cat.id })) },
  'colonies.create': {
    policy: 'user',
    input: json(() => ({ name: 'Colônia da praça', ...HOME })),
  },
  'colonies.join': { policy: 'user', input: json(() => ({ colonyId: 'x' })), ok: [404] },
  'colonies.decide': {
    policy: 'user',
    input: json((s) => ({ colonyId: 'x', userId: s.requester.id, decision: 'approve' })),
    ok: [404],
  },
  'colonies.setRole': {
    policy: 'user',
    input: json((s) => ({ colonyId: 'x', userId: s.carer.id, role: 'coordinator' })),
    ok: [404],
  },
  'colonies.leave': { policy: 'user', input: json(() => ({ colonyId: 'x' })), ok: [404] },
  'colonies.removeMember': {
    policy: 'user',
    input: json((s) => ({ colonyId: 'x', userId: s.carer.id, reason: 'Sumiu' })),
    ok: [404],
  },
  'colonies.feed': {
    policy: 'user',
    input: json((s) => ({ colonyId: 'x', catIds: [s.cat.id], location: HOME })),
    ok: [404],
  },
  // The census: members and carers of the colony's cats (services/census/colony-census.test.ts).
  'colonies.census': { policy: 'user', input: json(() => ({ colonyId: 'x' })), ok: [404] },
  'colonies.accessEndedAt': { policy: 'user', input: none },
  // "Hoje" of a colony (members, colony-today.test.ts) and of the signed-in member's colonies.
  'colonies.today': { policy: 'user', input: json(() => ({ colonyId: 'x' })), ok: [404] },
  'colonies.myToday': { policy: 'user', input: none },
  'colonies.addCat': {
    policy: 'user',
    input: json((s) => ({ colonyId: 'x', catId: s.cat.id })),
    ok: [404],
  },
  'colonies.removeCat': {
    policy: 'user',
    input: json((s) => ({ colonyId: 'x', catId: s.cat.id })),
    ok: [404],
  },
  // The feeding rota: signed-in users only; membership and coordination are the service's rules
  // (rota.test.ts), so a colony or shift that does not exist answers 404 here.
  'rota.week': { policy: 'user', input: json(() => ({ colonyId: 'x' })), ok: [404] },
  'rota.addShift': {
    policy: 'user',
    input: json(() => ({ colonyId: 'x', weekday: 0, startMinute: 420, endMinute: 480 })),
    ok: [404],
  },
  'rota.removeShift': { policy: 'user', input: json(() => ({ shiftId: 'x' })), ok: [404] },
  'rota.signUp': { policy: 'user', input: json(() => ({ shiftId: 'x' })), ok: [404] },
  'rota.dropOut': { policy: 'user', input: json(() => ({ shiftId: 'x' })), ok: [404] },
  'rota.setLimit': {
    policy: 'user',
    input: json(() => ({ colonyId: 'x', limitHours: 24 })),
    ok: [404],
  },
  // "Gatos sumidos": members read, coordinators set the days (unseen-cats.test.ts); a colony that
  // does not exist answers 404 here.
  'unseenCats.ofColony': { policy: 'user', input: json(() => ({ colonyId: 'x' })), ok: [404] },
  'unseenCats.setDays': {
    policy: 'user',
    input: json(() => ({ colonyId: 'x', days: 7 })),
    ok: [404],
  },
  // The impact report: the community's is for admins (these rows); a colony's also for its
  // coordinators, refused to everybody else (services/impact-report.test.ts).
  'reports.impact': { policy: 'admin', input: json(() => IMPACT_PERIOD) },
  'reports.impactCsv': { policy: 'admin', input: json(() => IMPACT_PERIOD) },
  // Treatment rounds: the cat's carers (its colony's members among them) and admins; nobody else
  // learns a round exists (services/treatments.test.ts has the colony's side).
  'treatments.forCat': { policy: 'carer', input: json((s) => ({ catId: s.cat.id })) },
  'treatments.start': {
    policy: 'carer',
    input: json((s) => ({
      catId: s.cat.id,
      medicine: 'Itraconazol',
      dose: '100 mg',
      everyHours: 12,
      startDay: catDay(s),
      startMinute: 23 * 60,
      days: 10,
    })),
  },
  'treatments.end': { policy: 'carer', input: json((s) => ({ treatmentId: s.treatmentId })) },
  'treatments.takeDay': {
    policy: 'carer',
    input: json((s) => ({ treatmentId: s.treatmentId, day: catDay(s) })),
  },
  'treatments.leaveDay': {
    policy: 'carer',
    input: json((s) => ({ treatmentId: s.treatmentId, day: catDay(s) })),
  },
  'treatments.give': {
    policy: 'carer',
    input: json((s) => ({ treatmentId: s.treatmentId, doseAt: todaysDose(s) })),
  },
  'tnr.forCat': { policy: 'public', input: json((s) => ({ catId: s.cat.id })) },
  'tnr.record': {
    policy: 'carer',
    input: json((s) => ({ catId: s.cat.id, step: 'capturado', doneOn: catDay(s) })),
  },
  // No such step: whoever may delete steps at all gets the 404 that says so.
  'tnr.remove': { policy: 'user', input: json(() => ({ id: 'unknown' })), ok: [404] },
  'tnr.adopt': {
    policy: 'editor',
    input: json((s) => ({ catId: s.cat.id, adoptedOn: catDay(s), note: 'Foi para um lar' })),
  },
};
