import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { TranslationFunctions } from '../../shared/i18n/i18n-types.js';
import { i18nObject } from '../../shared/i18n/i18n-util.js';
import { loadAllLocales } from '../../shared/i18n/i18n-util.sync.js';
import { loginInput, registerForm } from '../../shared/schemas/auth.js';
import { createCheckinInput } from '../../shared/schemas/checkins.js';
import type { z } from '../../shared/validation.js';
import { byField, checkedBy } from './use-zod-form.js';

loadAllLocales();
const LL: TranslationFunctions = i18nObject('pt-BR');

const resolve = async (schema: z.ZodType, values: object) => {
  const result = await schema.safeParseAsync(values);
  return byField(LL, result.error?.issues ?? []);
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

    const nested = byField(LL, [
      { code: 'custom', path: [], message: 'fillRequiredFields', input: undefined },
      { code: 'invalid_value', path: ['needs', 0], message: 'invalidValue', values: [], input: 1 },
    ]);
    expect(messages(nested)).toEqual({
      form: 'Por favor, preencha todos os campos obrigatórios',
      needs: LL.errors.invalidValue(),
    });
  });
});
