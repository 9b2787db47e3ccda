import { expect, it } from 'vitest';
import type { Locale } from '../../shared/constants.js';
import type { BonusLine } from '../../shared/points.js';
import { renderBonusLines } from '../services/bonus-details.js';
import { olderDatabases } from '../test/migrations.js';

const databases = olderDatabases();

/** A database as the previous release left it: the migrations up to 0003 applied. */
const previousRelease = () => databases.before({ count: 4 });

/** One check-in's lines, as the previous release wrote them in each language. */
const written: Record<Locale, { type: string; message: string; points: number }[]> = {
  'pt-BR': [
    { type: 'multiAction', message: 'Bônus por várias ações (+20%)', points: 7 },
    { type: 'medicalCare', message: 'Bônus por cuidado veterinário', points: 10 },
    { type: 'newSponsor', message: 'Você agora é padrinho/madrinha de Dona Gata!', points: 15 },
    { type: 'streak', message: 'Sequência de 30 dias seguidos!', points: 100 },
    {
      type: 'dailyCap',
      message: 'Limite diário de 300 pontos atingido: o excedente não foi somado.',
      points: -42,
    },
    { type: 'levelUp', message: 'Você subiu para o nível 12!', points: 0 },
    { type: 'achievement', message: 'Conquista desbloqueada: Socorrista', points: 0 },
    { type: 'achievement', message: 'Conquista desbloqueada: Amigo da Castração', points: 0 },
  ],
  en: [
    { type: 'multiAction', message: 'Bonus for several actions (+20%)', points: 7 },
    { type: 'medicalCare', message: 'Bonus for veterinary care', points: 10 },
    { type: 'newSponsor', message: 'You are now the sponsor of Dona Gata!', points: 15 },
    { type: 'streak', message: '30-day streak!', points: 100 },
    {
      type: 'dailyCap',
      message: 'Daily limit of 300 points reached: the excess was not added.',
      points: -42,
    },
    { type: 'levelUp', message: 'You reached level 12!', points: 0 },
    { type: 'achievement', message: 'Achievement unlocked: First Responder', points: 0 },
    { type: 'achievement', message: 'Achievement unlocked: Neutering Friend', points: 0 },
  ],
  es: [
    { type: 'multiAction', message: 'Bono por varias acciones (+20%)', points: 7 },
    { type: 'medicalCare', message: 'Bono por cuidado veterinario', points: 10 },
    { type: 'newSponsor', message: '¡Ahora eres padrino/madrina de Dona Gata!', points: 15 },
    { type: 'streak', message: '¡Racha de 30 días seguidos!', points: 100 },
    {
      type: 'dailyCap',
      message: 'Límite diario de 300 puntos alcanzado: el exceso no se sumó.',
      points: -42,
    },
    { type: 'levelUp', message: '¡Subiste al nivel 12!', points: 0 },
    { type: 'achievement', message: 'Logro desbloqueado: Socorrista', points: 0 },
    { type: 'achievement', message: 'Logro desbloqueado: Amigo de la Castración', points: 0 },
  ],
};

const expected: BonusLine[] = [
  { type: 'multiAction', points: 7, params: {} },
  { type: 'medicalCare', points: 10, params: {} },
  { type: 'newSponsor', points: 15, params: { name: 'Dona Gata' } },
  { type: 'streak', points: 100, params: { days: 30 } },
  { type: 'dailyCap', points: -42, params: {} },
  { type: 'levelUp', points: 0, params: { level: 12 } },
  { type: 'achievement', points: 0, params: { id: 'rescuer' } },
  { type: 'achievement', points: 0, params: { id: 'neutering' } },
];

const locales = Object.keys(written) as Locale[];

it('0004 turns stored bonus messages into {type, points, params}, readable in every language', () => {
  const { sqlite } = previousRelease();
  sqlite.prepare("INSERT INTO users (id, name) VALUES ('u1', 'Ana')").run();
  const insert = sqlite.prepare(
    `INSERT INTO checkins (id, user_id, cat_id, cat_name, actions, health_status, previous_health,
       lat, lng, distance, points_earned, bonus_details, day)
     VALUES (?, 'u1', NULL, ?, '["Castrou"]', 'Bom', 'Emergência', 0, 0, 5, ?, ?, '2026-11-20')`,
  );
  for (const locale of locales)
    insert.run(locale, 'Dona Gata', 90, JSON.stringify(written[locale]));
  const cooldown = {
    type: 'cooldown',
    message: 'Check-in registrado. Você já ganhou pontos com este gato nas últimas 4 horas.',
    points: 0,
  };
  insert.run('cooldown', 'Tom', 0, JSON.stringify([cooldown]));
  insert.run('empty', 'Tom', 0, '[]');

  databases.upgrade(sqlite);

  const stored = new Map(
    sqlite
      .prepare('SELECT id, bonus_details AS lines FROM checkins')
      .all()
      .map((row) => {
        const { id, lines } = row as { id: string; lines: string };
        return [id, JSON.parse(lines) as BonusLine[]];
      }),
  );
  expect(stored.get('cooldown')).toEqual([{ type: 'cooldown', points: 0, params: {} }]);
  expect(stored.get('empty')).toEqual([]);
  for (const author of locales) {
    const lines = stored.get(author)!;
    expect(lines).toEqual(expected);
    for (const reader of locales) {
      expect(renderBonusLines(reader, lines)).toEqual(written[reader]);
    }
  }
  sqlite.close();
});
