import '../../test/dom.js';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { componentApp, type ComponentApp } from '../../test/component-app.js';
import { FeedingRota } from './feeding-rota.js';

let app: ComponentApp;
beforeEach(async () => {
  app = await componentApp();
});
afterEach(async () => {
  cleanup();
  await app.close();
});

const DAY = 24 * 60 * 60 * 1000;

describe('FeedingRota', () => {
  it('opens the week before, titled with its Monday while it loads and once it has', async () => {
    const ana = app.createUser({ name: 'Ana' });
    const token = await app.tokenFor(ana);
    const { _id: colonyId } = await app.client(token).colonies.create.mutate({
      name: 'Praça da Sé',
      latitude: -23.5505,
      longitude: -46.6333,
    });
    await app
      .client(token)
      .rota.addShift.mutate({ colonyId, weekday: 2, startMinute: 8 * 60, endMinute: 9 * 60 });
    // Two weeks later, the rota has past weeks to look back at.
    app.clock.advance(14 * DAY);
    app.render(<FeedingRota colonyId={colonyId} />, {
      locale: 'en',
      token: await app.tokenFor(ana),
    });
    const user = userEvent.setup();
    // The title between the week buttons.
    const weekTitle = () =>
      within(screen.getByRole('navigation', { name: 'Feeding rota' })).getByRole('heading')
        .textContent;
    await screen.findByRole('heading', { name: 'This week' });
    expect(weekTitle()).toBe('This week');
    await user.click(screen.getByRole('button', { name: '‹ Previous week' }));
    // The server's clock is on Wednesday 2 December 2026: the week before starts on 23 November.
    expect(weekTitle()).toBe('Week of 11/23');
    // Its rota loaded: a past week's history, under the same title.
    await screen.findByText('History: what was recorded that week.');
    expect(weekTitle()).toBe('Week of 11/23');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
