import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { INVITE_LIMITS } from '../../../shared/accounts.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { registerForm } from '../../../shared/schemas/auth.js';
import { AuthForm, NewAccountFields } from '../../components/auth-form.js';
import { TextField } from '../../components/text-field.js';
import { usePublicConfig } from '../../lib/config.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import { useRegisterMutationOptions } from './api.js';
import { registerFailure } from './auth-errors.js';
import { useSessionOutcome } from './use-session-outcome.js';

const FORM_ID = 'register';

export function RegisterForm() {
  const { LL } = useI18nContext();
  const byInvite = usePublicConfig().data?.registrationMode === 'invite';
  // An invite link (/register?invite=CODE) fills the code in.
  const [params] = useSearchParams();
  const form = useZodForm(registerForm, {
    formId: FORM_ID,
    fields: ['name', 'email', 'password', 'confirmPassword', 'inviteCode'],
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      inviteCode: params.get('invite') ?? '',
    },
  });
  const outcome = useSessionOutcome({
    success: (LL) => LL.auth.registerSuccess(),
    failure: registerFailure,
    showServerErrors: form.showServerErrors,
  });

  const register = useMutation(useRegisterMutationOptions(outcome));

  const submit = form.onSubmit(({ name, email, password, inviteCode }) => {
    if (register.isPending) return;
    register.mutate({ name, email, password, ...(byInvite ? { inviteCode } : {}) });
  });

  return (
    <AuthForm
      id={FORM_ID}
      onSubmit={submit}
      pending={register.isPending}
      submitLabel={LL.auth.registerButton()}
      pendingLabel={LL.auth.registerPending()}
    >
      <NewAccountFields form={form}>
        {byInvite && (
          <TextField
            {...form.register('inviteCode')}
            id={form.fieldId('inviteCode')}
            error={form.errorOf('inviteCode')}
            label={LL.accounts.inviteCode()}
            hint={LL.accounts.inviteCodeHint()}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={INVITE_LIMITS.codeInputMax}
            required
          />
        )}
      </NewAccountFields>
    </AuthForm>
  );
}
