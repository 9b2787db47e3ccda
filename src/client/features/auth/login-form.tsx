import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { loginInput } from '../../../shared/schemas/auth.js';
import { TextField } from '../../components/text-field.js';
import { useTRPC } from '../../lib/trpc.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import { loginFailure } from './auth-errors.js';
import { useSessionOutcome } from './use-session-outcome.js';

const FORM_ID = 'login';

export function LoginForm() {
  const { LL } = useI18nContext();
  const trpc = useTRPC();
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

  const login = useMutation(trpc.auth.login.mutationOptions(outcome));

  const submit = form.onSubmit((data) => {
    if (!login.isPending) login.mutate(data);
  });

  return (
    <form id={FORM_ID} className="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        {...form.register('email')}
        id={form.fieldId('email')}
        error={form.errorOf('email')}
        label={LL.auth.email()}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
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
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={login.isPending}
        aria-busy={login.isPending || undefined}
      >
        {login.isPending ? LL.auth.loginPending() : LL.auth.loginButton()}
      </button>
    </form>
  );
}
