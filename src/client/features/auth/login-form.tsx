import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { loginInput } from '../../../shared/schemas/auth.js';
import { AuthForm, EmailField } from '../../components/auth-form.js';
import { TextField } from '../../components/text-field.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import { useLoginMutationOptions } from './api.js';
import { loginFailure } from './auth-errors.js';
import { useSessionOutcome } from './use-session-outcome.js';

const FORM_ID = 'login';

export function LoginForm() {
  const { LL } = useI18nContext();
  const form = useZodForm(loginInput, {
    formId: FORM_ID,
    fields: ['email', 'password'],
    defaultValues: { email: '', password: '' },
  });
  const outcome = useSessionOutcome({
    success: (LL) => LL.auth.loginSuccess(),
    failure: loginFailure,
    showServerErrors: form.showServerErrors,
  });

  const login = useMutation(useLoginMutationOptions(outcome));

  const submit = form.onSubmit((data) => {
    if (!login.isPending) login.mutate(data);
  });

  return (
    <AuthForm
      id={FORM_ID}
      onSubmit={submit}
      pending={login.isPending}
      submitLabel={LL.auth.loginButton()}
      pendingLabel={LL.auth.loginPending()}
    >
      <EmailField
        id={form.fieldId('email')}
        error={form.errorOf('email')}
        field={form.register('email')}
      />
      <TextField
        {...form.register('password')}
        id={form.fieldId('password')}
        error={form.errorOf('password')}
        label={LL.auth.password()}
        type="password"
        autoComplete="current-password"
        required
      />
    </AuthForm>
  );
}
