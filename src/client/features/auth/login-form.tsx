import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { loginInput } from '../../../shared/schemas/auth.js';
import { TextField } from '../../components/text-field.js';
import { useAuth } from '../../lib/auth.js';
import { useFormFields, validate } from '../../lib/form.js';
import { useTRPC } from '../../lib/trpc.js';
import { loginFailure } from './auth-errors.js';

const FORM_ID = 'login';
const FIELDS = ['email', 'password'] as const;

export function LoginForm() {
  const { LL } = useI18nContext();
  const trpc = useTRPC();
  const { signIn } = useAuth();
  const { values, showErrors, bind } = useFormFields(FORM_ID, FIELDS, {
    email: '',
    password: '',
  });

  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: ({ token, user }) => {
        if (!token) {
          toast.error(LL.auth.tokenMissing());
          return;
        }
        toast.success(LL.auth.loginSuccess());
        signIn(token, user);
      },
      onError: (error) => {
        const { message, fieldErrors } = loginFailure(LL, error);
        toast.error(message);
        showErrors(fieldErrors);
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const result = validate(LL, loginInput, values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    showErrors({});
    login.mutate(result.data);
  }

  return (
    <form id={FORM_ID} className="form" noValidate onSubmit={submit}>
      <TextField
        {...bind('email')}
        label={LL.auth.email()}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        {...bind('password')}
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
