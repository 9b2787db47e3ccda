import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants.js';
import { i18nObject } from './i18n-util.js';
import { loadAllLocales } from './i18n-util.sync.js';

loadAllLocales();

/**
 * A button whose accessible name is longer than its text must start with that text (WCAG 2.5.3,
 * axe's label-content-name-mismatch): someone who says "Quitar turno" to voice control reaches it.
 */
describe.each(LOCALES)('accessible names in %s', (locale) => {
  const LL = i18nObject(locale);

  it("a shift's remove button is named by its visible text", () => {
    const label = 'Lunes 08:00–09:00';
    expect(LL.rota.removeLabel({ label }).startsWith(LL.rota.remove())).toBe(true);
    expect(LL.rota.removeLabel({ label })).toContain(label);
  });

  it("a shift's take and leave buttons are named by their short text, said in full", () => {
    expect(LL.rota.signUp().startsWith(LL.rota.signUpShort())).toBe(true);
    expect(LL.rota.dropOut().startsWith(LL.rota.dropOutShort())).toBe(true);
  });
});

it('es: "Quitar turno" in the text, the name, the question and the result', () => {
  const LL = i18nObject('es');
  expect(LL.rota.remove()).toBe('Quitar turno');
  expect(LL.rota.removeLabel({ label: 'Lunes 08:00–09:00' })).toBe(
    'Quitar turno Lunes 08:00–09:00',
  );
  expect(LL.rota.removeTitle({ label: 'Lunes 08:00–09:00' })).toBe(
    '¿Quitar el turno Lunes 08:00–09:00?',
  );
  expect(LL.rota.removed()).toBe('Turno quitado.');
});
