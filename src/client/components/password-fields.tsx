import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '../../shared/constants.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { TextField } from './text-field.js';

interface PasswordInput {
  id: string;
  label: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}

/** A new password and its confirmation (register, change password): the same rules and hint. */
export function PasswordFields({
  password,
  confirm,
}: {
  password: PasswordInput;
  confirm: PasswordInput;
}) {
  const { LL } = useI18nContext();
  return (
    <>
      <TextField
        {...password.field}
        id={password.id}
        label={password.label}
        error={password.error}
        type="password"
        autoComplete="new-password"
        minLength={LIMITS.passwordMin}
        maxLength={LIMITS.passwordMax}
        required
        hint={LL.auth.passwordHint({ min: LIMITS.passwordMin })}
      />
      <TextField
        {...confirm.field}
        id={confirm.id}
        label={confirm.label}
        error={confirm.error}
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        required
      />
    </>
  );
}
