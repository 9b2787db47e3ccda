import { count } from 'drizzle-orm';
import type { Action, Health, Need, Trait } from '../../shared/constants.js';
import { ACTIONS, NEEDS, TRAITS } from '../../shared/constants.js';
import { offsetPoint } from '../../shared/geo.js';
import type { CreateCatInput } from '../../shared/schemas/cats.js';
import type { CreateCheckinInput } from '../../shared/schemas/checkins.js';
import type { Context, Deps } from '../context.js';
import { cats, users, type User } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { seededRandom } from '../lib/random.js';
import { createCatForm, createCheckinForm } from '../lib/upload-inputs.js';
import { hashPassword } from '../services/auth.js';
import { createCat } from '../services/cats.js';
import { createCheckin } from '../services/checkins.js';
import { feedColony } from '../services/colony-feeding.js';
import { DEMO_CAT_COLOURS, renderCatPhoto } from './cat-photos.js';
import { DEMO_LOGIN } from './credentials.js';
import {
  COLONIES,
  seedColonies,
  seedTnr,
  TNR_PLAN,
  type DemoCat,
  type DemoWorld,
} from './seed-colonies.js';

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
  const registered: DemoCat[] = [];
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
  const world: DemoWorld = {
    rng,
    now,
    began: start + 21 * DAY - 8 * 3600_000,
    tz: settings.TZ_COMMUNITY,
    center,
    people,
    registered,
    contextAt,
  };
  const { colonyCat, missedWindows, feeds, census } = seedColonies(world);

  // Check-ins over six weeks, in time order, near the cats (so they earn points), with the
  // colonies' rota feedings among them.
  type Visit = {
    at: number;
    streak?: boolean;
    feed?: (typeof feeds)[number];
    census?: (typeof census)[number];
  };
  const visits: Visit[] = Array.from({ length: 170 }, () => ({
    at: start + 21 * DAY + rng.next() * 21 * DAY,
  }));
  // A week-long streak for the demo user.
  for (let d = 0; d < 7; d++) visits.push({ at: now - (d + 0.3) * DAY, streak: true });
  for (const feed of feeds) visits.push({ at: feed.at, feed });
  for (const feeding of census) visits.push({ at: feeding.at, census: feeding });
  visits.sort((a, b) => a.at - b.at);
  for (const [i, visit] of visits.entries()) {
    const { at, feed } = visit;
    if (visit.census) {
      await feedColony(contextAt(visit.census.user, at), visit.census.input);
      continue;
    }
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
  seedTnr(world);
  return true;
}
