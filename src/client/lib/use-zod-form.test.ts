import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { TranslationFunctions } from '../../shared/i18n/i18n-types.js';
import { i18nObject } from '../../shared/i18n/i18n-util.js';
import { loadAllLocales } from '../../shared/i18n/i18n-util.sync.js';
import { loginInput, registerForm } from '../../shared/schemas/auth.js';
import { createCheckinInput } from '../../shared/schemas/checkins.js';
import { byField, checkedBy } from './use-zod-form.js';

loadAllLocales();
const LL: TranslationFunctions = i18nObject('pt-BR');

const resolve = async (schema: Parameters<typeof zodResolver>[0], values: object) => {
  const result = await zodResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return byField(LL, result.errors);
};

const messages = (errors: FieldErrors) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));

describe('useZodForm messages', () => {
  it('translates the shared schemas’ keys, one message a field', async () => {
    expect(messages(await resolve(loginInput, { email: '', password: '' }))).toEqual({
      email: 'O e-mail é obrigatório',
      password: 'A senha é obrigatória',
    });
    expect(
      messages(
        await resolve(registerForm, {
          name: 'Ana',
          email: 'ana@example.com',
          password: 'segredo1',
          confirmPassword: 'outro123',
        }),
      ),
    ).toEqual({ confirmPassword: 'As senhas não conferem' });
  });

  it('shows a nested path at its field and a form-wide message as `form`', async () => {
    const schema = checkedBy(createCheckinInput, (values: { actions: string[] }) => ({
      catId: 'c1',
      actions: values.actions,
      healthStatus: 'Regular',
      location: { latitude: 91, longitude: 0 },
    }));
    const errors = messages(await resolve(schema, { actions: ['Alimentou'] }));
    expect(Object.keys(errors)).toEqual(['location']);

    const nested = byField(LL, {
      '': { type: 'custom', message: 'fillRequiredFields' },
      needs: [{ type: 'invalid_value', message: 'invalidValue' }],
    } as unknown as FieldErrors);
    expect(messages(nested)).toEqual({
      form: 'Por favor, preencha todos os campos obrigatórios',
      needs: LL.errors.invalidValue(),
    });
  });
});
