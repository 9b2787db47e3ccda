import { count } from 'drizzle-orm';
import type { Action, Health, Need, Trait } from '../../shared/constants.js';
import { ACTIONS, NEEDS, TRAITS } from '../../shared/constants.js';
import { offsetPoint } from '../../shared/geo.js';
import { occurrenceInWeek, weekMonday, zonedInstant, type Occurrence } from '../../shared/rota.js';
import type { CreateCatInput } from '../../shared/schemas/cats.js';
import type { CreateCheckinInput } from '../../shared/schemas/checkins.js';
import { createColonyInput } from '../../shared/schemas/colonies.js';
import { addShiftInput } from '../../shared/schemas/rota.js';
import { tnrAdoptInput, tnrRecordInput, type TnrRecordInput } from '../../shared/schemas/tnr.js';
import { addDays, localDay } from '../../shared/time.js';
import type { Context, Deps } from '../context.js';
import { cats, users, type User } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { seededRandom } from '../lib/random.js';
import { createCatForm, createCheckinForm } from '../lib/upload-inputs.js';
import { hashPassword } from '../services/auth.js';
import { createCat } from '../services/cats.js';
import { createCheckin } from '../services/checkins.js';
import { addCat, createColony } from '../services/colonies.js';
import { decideJoin, requestToJoin } from '../services/colony-members.js';
import { addShift, signUp } from '../services/rota.js';
import { adoptCat, recordTnrStep } from '../services/tnr.js';
import { DEMO_CAT_COLOURS, renderCatPhoto } from './cat-photos.js';
import { DEMO_LOGIN } from './credentials.js';

const DAY = 24 * 60 * 60 * 1000;
/** Demo photos are drawn smaller than a phone photo: a fresh start stays quick. */
const DEMO_PHOTO_WIDTH = 800;

const PEOPLE = [
  { name: 'Demo Gateira', email: DEMO_LOGIN.email, avatar: 'orange' },
  { name: 'Marina Souza', email: 'marina@demo.gateiros.app', avatar: 'tabby' },
  { name: 'João Pereira', email: 'joao@demo.gateiros.app', avatar: 'black' },
  { name: 'Carla Mendes', email: 'carla@demo.gateiros.app', avatar: 'siamese' },
  { name: 'Rafael Lima', email: 'rafael@demo.gateiros.app', avatar: 'tabby' },
  { name: 'Beatriz Rocha', email: 'beatriz@demo.gateiros.app', avatar: 'orange' },
];

const CAT_NAMES = [
  'Mingau',
  'Frajola',
  'Nina',
  'Tom',
  'Luna',
  'Pipoca',
  'Bolinha',
  'Simba',
  'Mel',
  'Tigrão',
  'Amora',
  'Chico',
  'Paçoca',
  'Pretinha',
  'Fumaça',
  'Lua',
  'Toddy',
  'Canela',
  'Bisteca',
  'Salem',
  'Jujuba',
  'Farofa',
  'Cacau',
  'Biscoito',
  'Pantera',
  'Caramelo',
  'Sushi',
  'Pituca',
  'Zeca',
  'Mimi',
  'Dengo',
  'Açaí',
  'Feijão',
  'Nescau',
  'Kiara',
  'Rabito',
  'Malhado',
  'Tapioca',
  'Bento',
  'Flor',
];

const STREETS = [
  'Praça da Sé',
  'Rua Augusta',
  'Largo do Arouche',
  'Rua da Consolação',
  'Praça da República',
  'Avenida Paulista',
  'Rua Oscar Freire',
  'Largo São Bento',
  'Rua 25 de Março',
  'Parque da Luz',
  'Rua Frei Caneca',
  'Praça Roosevelt',
  'Rua Aurora',
  'Largo do Paiçandu',
  'Rua Maria Antônia',
];

const DESCRIPTIONS = [
  'Aparece todo fim de tarde perto da padaria. Muito dócil com quem leva ração.',
  'Desconfiado no começo, mas aceita carinho depois de alguns dias de visita.',
  'Mora embaixo do banco da praça. Os comerciantes da rua ajudam com água.',
  'Gosta de dormir no muro ensolarado. Tem uma orelha com corte de castração.',
  'Sempre acompanhado de outro gato parecido. Come bem e parece saudável.',
  'Chegou ao bairro há pouco tempo. Precisa de acompanhamento e de abrigo para a chuva.',
  'Adora brincar com folhas. As crianças da escola ao lado deram o nome.',
  'Fica perto do estacionamento. Cuidado com os carros ao deixar comida.',
];

const HEALTH_WEIGHTS: [Health, number][] = [
  ['Excelente', 3],
  ['Bom', 6],
  ['Regular', 4],
  ['Precisa de atenção', 2],
  ['Emergência', 1],
];

/**
 * Two colonies (PRODUCT.md, "Colonies, feeding rota, TNR…"): their cats (indexes into CAT_NAMES,
 * all registered by the coordinator, people[coordinator]) live within 150 m of a point north/east
 * of the default location. Members ask to join and the coordinator approves them. Shifts are
 * weekly (Monday = 0) windows in minutes of the community day; `missedOn` weekdays get no feeding.
 */
const COLONIES = [
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
const TNR_PLAN: [number, number, number, TnrRecordInput['step'], string?][] = [
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

const photoPart = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

/**
 * Fills a fresh, empty database with demo cats, users and six weeks of check-ins around the
 * default location, through the real services (so points, ledger and ranking are consistent).
 * Returns false, touching nothing, when the database already has users or cats.
 */
export async function seedDemoData(deps: Deps): Promise<boolean> {
  const { db, settings } = deps;
  const hasData =
    db.select({ n: count() }).from(users).get()!.n > 0 ||
    db.select({ n: count() }).from(cats).get()!.n > 0;
  if (hasData) return false;

  // Seeded: the demo is the same on every fresh start.
  const rng = seededRandom(20261121);
  const now = deps.clock.now().getTime();
  const start = now - 42 * DAY;
  const center = settings.DEFAULT_LOCATION;
  const passwordHash = await hashPassword(DEMO_LOGIN.password);

  const people: User[] = PEOPLE.map((p, i) =>
    db
      .insert(users)
      .values({
        id: newId(),
        name: p.name,
        email: p.email,
        // Only the documented demo account can sign in.
        passwordHash: i === 0 ? passwordHash : null,
        bio: i === 0 ? 'Conta de demonstração. Cuido dos gatos da praça.' : '',
        profilePicture: `/avatars/${p.avatar}.svg`,
        createdAt: new Date(start - DAY),
        updatedAt: new Date(start - DAY),
      })
      .returning()
      .get(),
  );

  const contextAt = (user: User, at: number): Context & { user: User } => ({
    ...deps,
    clock: { now: () => new Date(at) },
    user,
    isAdmin: false,
    locale: 'pt-BR',
    ip: 'demo',
  });

  // Cats registered over the first three weeks, within 3 km of the default location.
  const registered: { id: string; lat: number; lng: number; colour: number }[] = [];
  for (const [i, name] of CAT_NAMES.entries()) {
    const at = start + (i / CAT_NAMES.length) * 21 * DAY + rng.int(0, 8) * 3600_000;
    const bearing = rng.next() * 2 * Math.PI;
    const distance = 150 + Math.sqrt(rng.next()) * 2800;
    const colony = COLONIES.find((c) => (c.cats as readonly number[]).includes(i));
    const point = colony
      ? offsetPoint(
          center.latitude,
          center.longitude,
          colony.north + Math.cos(bearing) * (distance % 150),
          colony.east + Math.sin(bearing) * (distance % 150),
        )
      : offsetPoint(
          center.latitude,
          center.longitude,
          Math.cos(bearing) * distance,
          Math.sin(bearing) * distance,
        );
    const colour = i % DEMO_CAT_COLOURS.length;
    const data: CreateCatInput = {
      name,
      description: rng.pick(DESCRIPTIONS),
      color: DEMO_CAT_COLOURS[colour]!.name,
      health: rng.weighted(HEALTH_WEIGHTS),
      estimatedAge: rng.pick(['Filhote', 'Jovem', 'Adulto', 'Adulto', 'Idoso'] as const),
      gender: rng.pick(['Macho', 'Fêmea', 'Desconhecido'] as const),
      isSterilized: rng.next() < 0.5,
      isVaccinated: rng.next() < 0.4,
      personalityTraits: rng.some<Trait>(TRAITS, 3),
      needs: rng.next() < 0.4 ? rng.some<Need>(NEEDS, 2) : [],
      needsDescription: '',
      location: {
        latitude: point.latitude,
        longitude: point.longitude,
        address: `${rng.pick(STREETS)}, São Paulo`,
      },
    };
    // TNR cats are sterilized by their castrado step, not at registration.
    if (TNR_PLAN.some(([cat]) => cat === i)) data.isSterilized = false;
    const form = new FormData();
    form.append('data', JSON.stringify(data));
    const main = await renderCatPhoto(DEMO_CAT_COLOURS[colour]!, i, DEMO_PHOTO_WIDTH);
    form.append('photo', photoPart(main), 'main.jpg');
    if (i % 8 === 0) {
      const extra = await renderCatPhoto(DEMO_CAT_COLOURS[colour]!, i + 100, DEMO_PHOTO_WIDTH);
      form.append('additionalPhotos', photoPart(extra), 'extra.jpg');
    }
    const registrar = people[i % people.length]!;
    const cat = await createCat(contextAt(registrar, at), createCatForm.parse(form));
    registered.push({ id: cat._id, lat: point.latitude, lng: point.longitude, colour });
  }

  // Colonies, their members and cats, set up just before the check-ins begin; the rota later.
  const tz = settings.TZ_COMMUNITY;
  const began = start + 21 * DAY - 8 * 3600_000;
  const colonyCat = new Map<string, number>();
  const missedWindows: { colony: number; occ: Occurrence }[] = [];
  const feeds: { at: number; user: User; cat: (typeof registered)[number] }[] = [];
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
        radiusMeters: 300,
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

  // Check-ins over six weeks, in time order, near the cats (so they earn points), with the
  // colonies' rota feedings among them.
  type Visit = { at: number; streak?: boolean; feed?: (typeof feeds)[number] };
  const visits: Visit[] = Array.from({ length: 170 }, () => ({
    at: start + 21 * DAY + rng.next() * 21 * DAY,
  }));
  // A week-long streak for the demo user.
  for (let d = 0; d < 7; d++) visits.push({ at: now - (d + 0.3) * DAY, streak: true });
  for (const feed of feeds) visits.push({ at: feed.at, feed });
  visits.sort((a, b) => a.at - b.at);
  for (const [i, visit] of visits.entries()) {
    const { at, feed } = visit;
    const user = feed ? feed.user : visit.streak ? people[0]! : rng.pick(people);
    const cat = feed ? feed.cat : rng.pick(registered);
    const here = offsetPoint(cat.lat, cat.lng, rng.int(-40, 40), rng.int(-40, 40));
    const data: CreateCheckinInput = {
      catId: cat.id,
      actions: feed ? ['Alimentou', 'Deu água'] : rng.some<Action>(ACTIONS.slice(0, 4), 3),
      actionsDescription: rng.next() < 0.5 ? 'Deixei ração e água fresca.' : '',
      healthStatus: rng.weighted(HEALTH_WEIGHTS),
      needs: [],
      needsDescription: '',
      location: { latitude: here.latitude, longitude: here.longitude },
    };
    if (!feed && rng.next() < 0.08) data.actions = ['Levou ao veterinário', 'Vacinou'];
    // A missed shift stays missed: nobody feeds that colony's cats inside its window.
    const c = colonyCat.get(cat.id);
    const inMissed = missedWindows.some(
      (m) => m.colony === c && at >= m.occ.start.getTime() && at < m.occ.end.getTime(),
    );
    if (inMissed) {
      data.actions = data.actions.filter((a) => a !== 'Alimentou');
      if (data.actions.length === 0) data.actions = ['Verificou bem-estar'];
    }
    const form = new FormData();
    form.append('data', JSON.stringify(data));
    if (i % 30 === 0) {
      const photo = await renderCatPhoto(DEMO_CAT_COLOURS[cat.colour]!, 1000 + i, DEMO_PHOTO_WIDTH);
      form.append('photos', photoPart(photo), 'checkin.jpg');
    }
    const input = createCheckinForm.parse(form);
    await createCheckin(contextAt(user, Math.min(at, now - 60_000)), input);
  }

  // TNR steps recorded by the cats' carers on the day they happened, and one adoption.
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
  return true;
}
