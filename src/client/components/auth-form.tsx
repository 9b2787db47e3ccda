import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '../../shared/constants.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { PasswordFields } from './password-fields.js';
import { TextField } from './text-field.js';

interface AuthFormProps {
  id: string;
  /** useZodForm's onSubmit(...): it checks the values, then calls the mutation. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/** Sign in, sign up, ask for a reset link: the fields, then one full-width button that says it is working. */
export function AuthForm({
  id,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: AuthFormProps) {
  return (
    <form id={id} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}

interface EmailFieldProps {
  id: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}

/** The account's e-mail address, typed as one (no capitals, no spelling fixes). */
export function EmailField({ id, error, field }: EmailFieldProps) {
  const { LL } = useI18nContext();
  return (
    <TextField
      {...field}
      id={id}
      error={error}
      label={LL.auth.email()}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={LIMITS.emailMax}
      required
    />
  );
}

type NewAccountField = 'name' | 'email' | 'password' | 'confirmPassword';

/** What NewAccountFields needs of a useZodForm(...) whose schema has the new account's fields. */
interface NewAccountForm {
  fieldId: (field: string) => string;
  errorOf: (field: string) => string | undefined;
  register: (field: NewAccountField) => UseFormRegisterReturn;
}

/**
 * A new account's name, e-mail and password twice (sign up, the first admin); `children` come
 * between the e-mail and the password (sign up's invite code).
 */
export function NewAccountFields({
  form,
  children,
}: {
  form: NewAccountForm;
  children?: ReactNode;
}) {
  const { LL } = useI18nContext();
  const slot = (field: NewAccountField, label: string) => ({
    id: form.fieldId(field),
    label,
    error: form.errorOf(field),
    field: form.register(field),
  });
  return (
    <>
      <TextField
        {...form.register('name')}
        id={form.fieldId('name')}
        error={form.errorOf('name')}
        label={LL.auth.name()}
        type="text"
        autoComplete="name"
        autoCapitalize="words"
        maxLength={LIMITS.nameMax}
        required
      />
      <EmailField
        id={form.fieldId('email')}
        error={form.errorOf('email')}
        field={form.register('email')}
      />
      {children}
      <PasswordFields
        password={slot('password', LL.auth.password())}
        confirm={slot('confirmPassword', LL.auth.confirmPassword())}
      />
    </>
  );
}
