import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { registerForm } from '../../../shared/schemas/auth.js';
import { TextField } from '../../components/text-field.js';
import { useAuth } from '../../lib/auth.js';
import { useFormFields, validate } from '../../lib/form.js';
import { useTRPC } from '../../lib/trpc.js';
import { registerFailure } from './auth-errors.js';

const FORM_ID = 'register';
const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;

export function RegisterForm() {
  const { LL } = useI18nContext();
  const trpc = useTRPC();
  const { signIn } = useAuth();
  const { values, showErrors, bind } = useFormFields(FORM_ID, FIELDS, {
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  });

  const register = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: ({ token, user }) => {
        if (!token) {
          toast.error(LL.auth.tokenMissing());
          return;
        }
        toast.success(LL.auth.registerSuccess());
        signIn(token, user);
      },
      onError: (error) => {
        const { message, fieldErrors } = registerFailure(LL, error);
        toast.error(message);
        showErrors(fieldErrors);
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending) return;
    const result = validate(LL, registerForm, values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    showErrors({});
    const { name, email, password } = result.data;
    register.mutate({ name, email, password });
  }

  return (
    <form id={FORM_ID} className="form" noValidate onSubmit={submit}>
      <TextField
        {...bind('name')}
        label={LL.auth.name()}
        type="text"
        autoComplete="name"
        autoCapitalize="words"
        maxLength={LIMITS.nameMax}
        required
      />
      <TextField
        {...bind('email')}
        label={LL.auth.email()}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LIMITS.emailMax}
        required
      />
      <TextField
        {...bind('password')}
        label={LL.auth.password()}
        type="password"
        autoComplete="new-password"
        minLength={LIMITS.passwordMin}
        maxLength={LIMITS.passwordMax}
        required
        hint={LL.auth.passwordHint({ min: LIMITS.passwordMin })}
      />
      <TextField
        {...bind('confirmPassword')}
        label={LL.auth.confirmPassword()}
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        required
      />
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={register.isPending}
        aria-busy={register.isPending || undefined}
      >
        {register.isPending ? LL.auth.registerPending() : LL.auth.registerButton()}
      </button>
    </form>
  );
}
