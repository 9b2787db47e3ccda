import '../../test/dom.js';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkinData, checkinForm, insertCat, jpeg } from '../../../server/test/fixtures.js';
import { componentApp, type ComponentApp } from '../../test/component-app.js';
import { CheckinResult } from './checkin-result.js';

let app: ComponentApp;
beforeEach(async () => {
  app = await componentApp();
});
afterEach(async () => {
  cleanup();
  await app.close();
});

/** A real check-in by the cat's registrar, sent the way the form sends it; the server's answer. */
async function checkIn(actions: ('Alimentou' | 'Castrou')[]) {
  const ana = app.createUser({ name: 'Ana' });
  const cat = insertCat(app, { name: 'Pipoca', discoveredById: ana.id });
  const token = await app.tokenFor(ana);
  const answer = await app
    .client(token)
    .checkins.create.mutate(checkinForm(checkinData(cat, { actions }), [await jpeg(1)]));
  return { cat, token, answer };
}

describe('CheckinResult', () => {
  it('shows the points the server gave, each bonus a line adding up to the total, and the way on', async () => {
    const { cat, token, answer } = await checkIn(['Alimentou', 'Castrou']);
    app.render(
      <CheckinResult outcome={{ kind: 'sent', catId: cat.id, catName: 'Pipoca', answer }} />,
      {
        token,
      },
    );

    const result = screen.getByRole('region', { name: 'Resultado do check-in' });
    const heading = within(result).getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe(`+${answer.pointsEarned} pontos`);
    expect(answer.pointsEarned).toBeGreaterThan(0);
    expect(document.activeElement).toBe(heading);
    expect(within(result).getByText('Check-in de Pipoca registrado').textContent).toBe(
      'Check-in de Pipoca registrado',
    );

    const lines = within(within(result).getByRole('table')).getAllByRole('row');
    expect(lines[0]?.textContent).toMatch(/^Ações: Alimentou, Castrou\+\d+$/);
    expect(lines.at(-1)?.textContent).toBe(`Total+${answer.pointsEarned}`);
    const points = lines.map((row) => Number(/([+−])(\d+)$/.exec(row.textContent ?? '')?.[2]));
    expect(points.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(answer.pointsEarned);

    // Castrou: the cat's carer is offered the matching TNR step (asked of the server).
    const offer = await within(result).findByRole('link', { name: 'Registrar etapa: Castrado' });
    expect(offer.getAttribute('href')).toBe(`/cat/${cat.id}?tnr=castrado#tnr`);
    expect(
      within(result).getByRole('link', { name: 'Voltar para Pipoca' }).getAttribute('href'),
    ).toBe(`/cat/${cat.id}`);
  });

  it('an urgent report by someone who does not care for the cat leads with who was told and what to do, points after', async () => {
    const ana = app.createUser({ name: 'Ana' });
    const bia = app.createUser({ name: 'Bia' });
    const cat = insertCat(app, { name: 'Bolinha', discoveredById: ana.id });
    const token = await app.tokenFor(bia);
    const answer = await app
      .client(token)
      .checkins.create.mutate(
        checkinForm(checkinData(cat, { healthStatus: 'Emergência' }), [await jpeg(1)]),
      );
    expect(answer.healthReport).toBe('pending');
    app.render(
      <CheckinResult
        outcome={{ kind: 'sent', catId: cat.id, catName: 'Bolinha', answer, healthBefore: 'Bom' }}
      />,
      { token },
    );

    const result = screen.getByRole('region', { name: 'Resultado do check-in' });
    const heading = within(result).getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Avisamos quem cuida de Bolinha');
    expect(document.activeElement).toBe(heading);
    const text = result.textContent ?? '';
    const points = answer.pointsEarned > 0 ? `+${answer.pointsEarned} pontos` : 'Registrado';
    expect(text.indexOf('Se puder, fique por perto do gato')).toBeGreaterThan(
      text.indexOf('Avisamos quem cuida de Bolinha'),
    );
    expect(text.indexOf(points)).toBeGreaterThan(text.indexOf('Se puder, fique por perto do gato'));
    // Sharing a WhatsApp with whoever is accepted to help is offered now, in the card.
    const share = await within(result).findByRole('button', {
      name: 'Compartilhar com quem vai ajudar',
    });
    expect(within(result).getByLabelText('Número do WhatsApp').closest('form')).toBe(
      share.closest('form'),
    );
    expect(text.indexOf('Quer que quem vier ajudar fale com você?')).toBeGreaterThan(
      text.indexOf('Se puder, fique por perto do gato'),
    );
    // The pending note would say the same again.
    expect(within(result).queryByText(/Seu relato do estado de saúde foi registrado/)).toBeNull();
  });

  it('without an action that has a TNR step, offers none and asks nothing of the server', async () => {
    const { cat, token, answer } = await checkIn(['Alimentou']);
    app.render(
      <CheckinResult outcome={{ kind: 'sent', catId: cat.id, catName: 'Pipoca', answer }} />,
      {
        token,
      },
    );
    const result = screen.getByRole('region', { name: 'Resultado do check-in' });
    await within(result).findByRole('heading', {
      level: 2,
      name: `+${answer.pointsEarned} pontos`,
    });
    expect(screen.queryByRole('link', { name: /^Registrar etapa/ })).toBeNull();
    expect(app.sent.filter((call) => call.path === 'tnr.forCat')).toEqual([]);
  });

  it('a check-in kept on the device says so, in the user’s language, with the way back', () => {
    app.render(<CheckinResult outcome={{ kind: 'queued', catId: 'c1', catName: 'Biscuit' }} />, {
      locale: 'en',
    });
    const result = screen.getByRole('region', { name: 'Check-in result' });
    const heading = within(result).getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Saved on this device');
    expect(document.activeElement).toBe(heading);
    expect(within(result).queryByRole('table')).toBeNull();
    expect(within(result).getByRole('link', { name: 'Back to Biscuit' }).getAttribute('href')).toBe(
      '/cat/c1',
    );
  });
});
