import { offsetPoint } from '../../shared/geo.js';
import { occurrenceInWeek, weekMonday, zonedInstant, type Occurrence } from '../../shared/rota.js';
import { createColonyInput } from '../../shared/schemas/colonies.js';
import { addShiftInput } from '../../shared/schemas/rota.js';
import { tnrAdoptInput, tnrRecordInput, type TnrRecordInput } from '../../shared/schemas/tnr.js';
import { addDays, localDay } from '../../shared/time.js';
import type { Context } from '../context.js';
import type { User } from '../db/schema.js';
import type { seededRandom } from '../lib/random.js';
import { censusFeedings, type CensusFeeding } from './seed-census.js';
import { addCat, createColony } from '../services/colonies.js';
import { decideJoin, requestToJoin } from '../services/colony-members.js';
import { addShift, signUp } from '../services/rota.js';
import { adoptCat, recordTnrStep } from '../services/tnr.js';

/**
 * The demo's colonies, feeding rota, TNR steps and adoption, made through the real services by
 * seed.ts around its cats and check-ins: the colonies before the check-ins (which include the
 * rota's feedings and the first colony's census feedings, seed-census.ts), the TNR steps and the
 * adoption after them.
 */

const DAY = 24 * 60 * 60 * 1000;

/** A demo cat as seed.ts registered it (its exact position and its drawing's colour). */
export interface DemoCat {
  id: string;
  lat: number;
  lng: number;
  colour: number;
}

/** What seed.ts has made by the time the colonies are set up, and its clock and random source. */
export interface DemoWorld {
  rng: ReturnType<typeof seededRandom>;
  now: number;
  /** When the colonies were set up: just before the check-ins begin. */
  began: number;
  tz: string;
  center: { latitude: number; longitude: number };
  people: User[];
  registered: DemoCat[];
  contextAt: (user: User, at: number) => Context & { user: User };
}

/**
 * Two colonies (PRODUCT.md, "Colonies, feeding rota, TNR…"): their cats (indexes into CAT_NAMES,
 * all registered by the coordinator, people[coordinator]) live within 150 m of a point north/east
 * of the default location. Members ask to join and the coordinator approves them. Shifts are
 * weekly (Monday = 0) windows in minutes of the community day; `missedOn` weekdays get no feeding.
 */
export const COLONIES = [
  {
    name: 'Colônia da Praça da República',
    description: 'Gatos que vivem entre os canteiros da praça. Ração de manhã e no fim da tarde.',
    north: 900,
    east: -600,
    coordinator: 0,
    members: [1, 2, 3],
    pending: [4],
    cats: [0, 6, 12, 18, 24],
    shifts: [
      ...[0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 420, endMinute: 540 })),
      ...[0, 2, 4].map((weekday) => ({ weekday, startMinute: 1080, endMinute: 1200 })),
    ],
    missed: { weekday: 3, startMinute: 420 },
  },
  {
    name: 'Colônia do Parque da Luz',
    description: 'Colônia perto do portão da Rua Ribeiro de Lima. Comedouros atrás do coreto.',
    north: 1800,
    east: 300,
    coordinator: 1,
    members: [4, 5],
    pending: [],
    cats: [1, 7, 13, 19],
    shifts: [1, 3, 5, 6].map((weekday) => ({ weekday, startMinute: 1140, endMinute: 1260 })),
    missed: { weekday: 5, startMinute: 1140 },
  },
] as const;

/** TNR steps: [cat index, days after the colonies began, who (people index), step, detail]. */
export const TNR_PLAN: [number, number, number, TnrRecordInput['step'], string?][] = [
  [0, 1, 0, 'a-capturar'],
  [0, 3, 2, 'capturado'],
  [0, 3, 2, 'na-clinica', 'Clínica Veterinária Amigos dos Gatos'],
  [0, 4, 2, 'castrado'],
  [0, 4, 2, 'orelha-marcada'],
  [0, 4, 2, 'vacinado', 'V4'],
  [0, 4, 2, 'testado-fiv-felv', 'negativo'],
  [0, 6, 1, 'devolvido'],
  [1, 2, 4, 'capturado'],
  [1, 3, 1, 'castrado'],
  [1, 3, 1, 'vacinado', 'V4'],
  [1, 5, 5, 'devolvido'],
  [12, 8, 3, 'a-capturar'],
  [12, 12, 3, 'capturado'],
  [12, 13, 0, 'castrado'],
  [12, 15, 3, 'devolvido'],
  [6, 17, 0, 'a-capturar'],
];
/** A colony cat adopted a few days ago (recorded by its registrar). */
const ADOPTED_CAT = 7;

/**
 * The colonies, their members and cats, and their rota (shifts, sign-ups). Returns the rota's
 * feedings for seed.ts to check in among its visits, and the missed windows, in which nobody may
 * feed that colony's cats.
 */
export function seedColonies(world: DemoWorld) {
  const { rng, now, began, tz, center, people, registered, contextAt } = world;
  const colonyCat = new Map<string, number>();
  const missedWindows: { colony: number; occ: Occurrence }[] = [];
  const feeds: { at: number; user: User; cat: (typeof registered)[number] }[] = [];
  const census: CensusFeeding[] = [];
  const thisMonday = weekMonday(new Date(now), tz);
  // The rota began last week: its shifts were added the Sunday before, ahead of their windows.
  const rotaSince = zonedInstant(addDays(thisMonday, -8), 12 * 60, tz).getTime();
  for (const [c, plan] of COLONIES.entries()) {
    const coordinator = people[plan.coordinator]!;
    const at = (hours: number) => contextAt(coordinator, began + hours * 3600_000);
    const { _id: colonyId } = createColony(
      at(0),
      createColonyInput.parse({
        name: plan.name,
        description: plan.description,
        ...offsetPoint(center.latitude, center.longitude, plan.north, plan.east),
      }),
    );
    for (const i of plan.cats) {
      addCat(at(0.5), { colonyId, catId: registered[i]!.id });
      colonyCat.set(registered[i]!.id, c);
    }
    for (const m of plan.members) {
      requestToJoin(contextAt(people[m]!, began + 3600_000), colonyId);
      decideJoin(at(2), { colonyId, userId: people[m]!.id, decision: 'approve' });
    }
    for (const m of plan.pending)
      requestToJoin(contextAt(people[m]!, now - 5 * 3600_000), colonyId);
    const crew = [plan.coordinator, ...plan.members].map((m) => people[m]!);
    if (c === 0) {
      const cats = plan.cats.map((i) => registered[i]!);
      census.push(...censusFeedings(world, colonyId, cats, crew));
    }
    for (const [k, shift] of plan.shifts.entries()) {
      const created = rotaSince;
      const { _id: shiftId } = addShift(
        contextAt(coordinator, created),
        addShiftInput.parse({ colonyId, ...shift }),
      );
      const carers = [crew[k % crew.length]!, crew[(k + 1) % crew.length]!];
      for (const carer of carers) signUp(contextAt(carer, created + 3600_000), shiftId);
      // Its occurrences last week and this one: fed by a carer, except one
      // weekday each week (missed: no member feeds the colony's cats in that window).
      for (let w = -1; w <= 0; w++) {
        const occ = occurrenceInWeek(shift, addDays(thisMonday, 7 * w), tz);
        if (occ.start.getTime() <= created || occ.start.getTime() >= now) continue;
        if (
          shift.weekday === plan.missed.weekday &&
          shift.startMinute === plan.missed.startMinute
        ) {
          missedWindows.push({ colony: c, occ });
          continue;
        }
        const fedAt = occ.start.getTime() + rng.int(10, 100) * 60_000;
        if (fedAt > now - 60_000) continue;
        const cat = registered[rng.pick(plan.cats)]!;
        feeds.push({ at: fedAt, user: carers[(w + 1) % 2]!, cat });
      }
    }
  }
  // A missed shift stays missed: no census feeding inside its window either.
  const fed = census.filter(
    (f) =>
      !missedWindows.some(
        (m) => m.colony === 0 && f.at >= m.occ.start.getTime() && f.at < m.occ.end.getTime(),
      ),
  );
  return { colonyCat, missedWindows, feeds, census: fed };
}

/** TNR steps recorded by the cats' carers on the day they happened, and one adoption. */
export function seedTnr(world: DemoWorld) {
  const { now, began, tz, people, registered, contextAt } = world;
  for (const [catIndex, days, who, step, detail] of TNR_PLAN) {
    const at = began + days * DAY + 4 * 3600_000;
    const input = tnrRecordInput.parse({
      catId: registered[catIndex]!.id,
      step,
      doneOn: localDay(new Date(at), tz),
      ...(detail ? { detail } : {}),
    });
    recordTnrStep(contextAt(people[who]!, at), input);
  }
  const adopter = people[ADOPTED_CAT % people.length]!;
  adoptCat(
    contextAt(adopter, now - 2 * DAY),
    tnrAdoptInput.parse({
      catId: registered[ADOPTED_CAT]!.id,
      adoptedOn: localDay(new Date(now - 3 * DAY), tz),
      note: 'Adotado por uma família do bairro.',
    }),
  );
}
