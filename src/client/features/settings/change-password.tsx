import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { changePasswordForm } from '../../../shared/schemas/auth.js';
import { TextField } from '../../components/text-field.js';
import { useAuth } from '../../lib/auth.js';
import { classifyError } from '../../lib/errors.js';
import { useFormFields, validate } from '../../lib/form.js';
import { useTRPC } from '../../lib/trpc.js';

const FORM_ID = 'change-password';
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Settings → "Alterar senha" (beyond the spec: the admin's reset prints a password the user should
 * be able to replace). The other sessions end; this one continues with the new token.
 */
export function ChangePassword() {
  const { LL } = useI18nContext();
  const trpc = useTRPC();
  const { user, signIn } = useAuth();
  const { values, showErrors, bind, reset } = useFormFields(FORM_ID, FIELDS, EMPTY);

  const save = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: ({ token, user: updated }) => {
        reset();
        toast.success(LL.settings.passwordChanged());
        signIn(token, updated);
      },
      onError: (error) => {
        const failure = classifyError(error);
        if (failure.kind !== 'http' || failure.status >= 500 || !failure.message) {
          toast.error(LL.settings.passwordChangeFailed());
          return;
        }
        toast.error(failure.message);
        // A 400 on a form that passed validation is the current password being wrong.
        const fieldErrors =
          failure.status === 400 && Object.keys(failure.fieldErrors).length === 0
            ? { currentPassword: failure.message }
            : failure.fieldErrors;
        showErrors(fieldErrors);
      },
    }),
  );

  if (!user?.hasPassword) {
    return <p className="muted settings-card__hint">{LL.settings.googleNoPassword()}</p>;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const result = validate(LL, changePasswordForm, values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    showErrors({});
    const { currentPassword, newPassword } = result.data;
    save.mutate({ currentPassword, newPassword });
  }

  return (
    <form id={FORM_ID} className="form" noValidate onSubmit={submit}>
      <p className="muted settings-card__hint">{LL.settings.changePasswordHint()}</p>
      {/* Lets password managers tie the new password to the account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={user.email}
        readOnly
        hidden
      />
      <TextField
        {...bind('currentPassword')}
        label={LL.settings.currentPassword()}
        type="password"
        autoComplete="current-password"
        maxLength={LIMITS.passwordMax}
        required
      />
      <TextField
        {...bind('newPassword')}
        label={LL.settings.newPassword()}
        type="password"
        autoComplete="new-password"
        minLength={LIMITS.passwordMin}
        maxLength={LIMITS.passwordMax}
        required
        hint={LL.auth.passwordHint({ min: LIMITS.passwordMin })}
      />
      <TextField
        {...bind('confirmPassword')}
        label={LL.settings.confirmNewPassword()}
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        required
      />
      <button
        type="submit"
        className="btn btn--secondary btn--block"
        disabled={save.isPending}
        aria-busy={save.isPending || undefined}
      >
        {save.isPending ? LL.settings.changingPassword() : LL.settings.changePasswordButton()}
      </button>
    </form>
  );
}
