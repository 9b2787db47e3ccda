import '../../test/dom.js';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertCat } from '../../../server/test/fixtures.js';
import { componentApp, type ComponentApp } from '../../test/component-app.js';
import { TnrForm } from './tnr-form.js';

let app: ComponentApp;
beforeEach(async () => {
  app = await componentApp();
});
afterEach(async () => {
  cleanup();
  await app.close();
});

/** A carer of a cat (its registrar), signed in, with the form drawn in `locale`. */
async function drawForm(locale: 'pt-BR' | 'en' = 'pt-BR') {
  const ana = app.createUser({ name: 'Ana' });
  const cat = insertCat(app, { discoveredById: ana.id });
  app.render(
    <TnrForm catId={cat.id} catCreatedAt={cat.createdAt.toISOString()} initialStep={undefined} />,
    { locale, token: await app.tokenFor(ana) },
  );
  // The day the server's clock is on (the device's today may be past it), typed as the user's
  // language writes a day (DateField, not the browser's native date input).
  fireEvent.change(screen.getByLabelText(locale === 'en' ? 'Date' : 'Data'), {
    target: { value: locale === 'en' ? '11/18/2026' : '18/11/2026' },
  });
  return { cat, user: userEvent.setup() };
}

describe('TnrForm', () => {
  it('shows the shared schema’s message at the field on submit, in the user’s language, and sends nothing', async () => {
    const { user } = await drawForm();
    await user.selectOptions(screen.getByLabelText('Etapa'), 'na-clinica');
    await user.click(screen.getByRole('button', { name: 'Registrar etapa' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Informe o nome da clínica.');
    const clinic = screen.getByLabelText('Nome da clínica');
    expect(clinic.getAttribute('aria-invalid')).toBe('true');
    expect(clinic.getAttribute('aria-describedby')).toBe(alert.id);
    await waitFor(() => expect(document.activeElement).toBe(clinic));
    expect(app.sent).toEqual([]);

    // Typing into the field clears its message; the next submit checks again.
    await user.type(clinic, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks English to an English user', async () => {
    const { user } = await drawForm('en');
    await user.selectOptions(screen.getByLabelText('Step'), 'microchip');
    await user.type(screen.getByLabelText('Microchip number'), '12-34');
    await user.click(screen.getByRole('button', { name: 'Record step' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid microchip number: 9 to 15 letters or digits.',
    );
    expect(app.sent).toEqual([]);
  });

  it('sends the parsed values (trimmed, with the cat) and the server records the step', async () => {
    const { cat, user } = await drawForm();
    await user.selectOptions(screen.getByLabelText('Etapa'), 'na-clinica');
    await user.type(screen.getByLabelText('Nome da clínica'), '  Clínica Vida  ');
    await user.click(screen.getByRole('button', { name: 'Registrar etapa' }));

    await waitFor(() => expect(app.sent.map((call) => call.path)).toContain('tnr.record'));
    expect(app.sent.find((call) => call.path === 'tnr.record')?.input).toEqual({
      catId: cat.id,
      step: 'na-clinica',
      doneOn: '2026-11-18',
      detail: 'Clínica Vida',
    });
    // After the answer the detail is emptied for the next step.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Nome da clínica').value).toBe(''),
    );
    const steps = await app.query('tnr.forCat', { catId: cat.id });
    expect(steps.body.result.data.steps).toMatchObject([
      { step: 'na-clinica', detail: 'Clínica Vida', doneOn: '2026-11-18' },
    ]);
  });
});
