import { localDay } from '../../../shared/time.js';
import { healthForm } from '../fixtures.js';
import { formBody, json, type Entry } from './authorization-rows.js';

/**
 * The authorization matrix's rows for the health record (merged into TRPC in
 * authorization-matrix.ts). Who reads what of a cat's record: services/health-record.test.ts.
 */
export const HEALTH_TRPC: Record<string, Entry> = {
  // Anyone may ask; a non-carer gets no entry, only the sporotrichosis advice flag.
  'healthRecord.ofCat': { policy: 'public', input: json((s) => ({ catId: s.cat.id })) },
  'healthRecord.due': { policy: 'carer', input: json((s) => ({ catId: s.cat.id })) },
  'healthRecord.add': {
    policy: 'carer',
    input: formBody((s) =>
      healthForm({
        catId: s.cat.id,
        kind: 'vermifugo',
        doneOn: localDay(s.cat.createdAt, 'America/Sao_Paulo'),
      }),
    ),
  },
  // No such entry, colony or photo: an allowed caller gets the 404 that says so (the carer and
  // member rules: services/health-record.test.ts).
  'healthRecord.edit': {
    policy: 'user',
    input: formBody(() => healthForm({ id: 'unknown', kind: 'vermifugo', doneOn: '2026-01-01' })),
    ok: [404],
  },
  'healthRecord.remove': { policy: 'user', input: json(() => ({ id: 'unknown' })), ok: [404] },
  'healthRecord.photo': { policy: 'user', input: json(() => ({ id: 'unknown' })), ok: [404] },
  'healthRecord.colonyDue': {
    policy: 'user',
    input: json(() => ({ colonyId: 'x' })),
    ok: [404],
  },
};
