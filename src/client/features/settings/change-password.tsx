import { useMutation } from '@tanstack/react-query';
import { successToast, toast } from '../../lib/toast.js';
import { LIMITS } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { changePasswordForm } from '../../../shared/schemas/auth.js';
import { PasswordFields } from '../../components/password-fields.js';
import { TextField } from '../../components/text-field.js';
import { useAuth } from '../../lib/auth.js';
import { classifyError } from '../../lib/errors.js';
import { useChangePasswordMutationOptions } from './api.js';
import { useZodForm } from '../../lib/use-zod-form.js';

const FORM_ID = 'change-password';

/**
 * Settings → "Alterar senha" (beyond the spec: the admin's reset prints a password the user should
 * be able to replace). The other sessions end; this one continues with the new token.
 */
export function ChangePassword() {
  const { LL } = useI18nContext();
  const { user, signIn } = useAuth();
  const form = useZodForm(changePasswordForm, {
    formId: FORM_ID,
    fields: ['currentPassword', 'newPassword', 'confirmPassword'],
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const save = useMutation(
    useChangePasswordMutationOptions({
      onSuccess: ({ token, user: updated }) => {
        form.reset();
        successToast(LL.settings.passwordChanged());
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
        form.showServerErrors(fieldErrors);
      },
    }),
  );

  if (!user?.hasPassword) {
    return <p className="muted settings-card__hint">{LL.settings.googleNoPassword()}</p>;
  }

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    if (!save.isPending) save.mutate({ currentPassword, newPassword });
  });

  return (
    <form id={FORM_ID} className="form" noValidate onSubmit={(event) => void submit(event)}>
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
        {...form.register('currentPassword')}
        id={form.fieldId('currentPassword')}
        error={form.errorOf('currentPassword')}
        label={LL.settings.currentPassword()}
        type="password"
        autoComplete="current-password"
        maxLength={LIMITS.passwordMax}
        required
      />
      <PasswordFields
        password={{
          id: form.fieldId('newPassword'),
          label: LL.settings.newPassword(),
          error: form.errorOf('newPassword'),
          field: form.register('newPassword'),
        }}
        confirm={{
          id: form.fieldId('confirmPassword'),
          label: LL.settings.confirmNewPassword(),
          error: form.errorOf('confirmPassword'),
          field: form.register('confirmPassword'),
        }}
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
