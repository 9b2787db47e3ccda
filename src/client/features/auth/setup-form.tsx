import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { setupForm } from '../../../shared/schemas/auth.js';
import { AuthForm, NewAccountFields } from '../../components/auth-form.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import { useSetupMutationOptions, useSetupStatusQueryOptions } from './api.js';
import { registerFailure } from './auth-errors.js';
import { useSessionOutcome } from './use-session-outcome.js';

const FORM_ID = 'setup';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The first admin's name, e-mail and password, from the one-time link the server printed. */
export function SetupForm({ token }: { token: string }) {
  const { LL } = useI18nContext();
  const wellFormed = TOKEN.test(token);
  const status = useQuery({ ...useSetupStatusQueryOptions(token), enabled: wellFormed });
  const form = useZodForm(setupForm, {
    formId: FORM_ID,
    fields: ['name', 'email', 'password', 'confirmPassword'],
    defaultValues: { token, name: '', email: '', password: '', confirmPassword: '' },
  });
  const outcome = useSessionOutcome({
    success: (LL) => LL.auth.setupSuccess(),
    failure: registerFailure,
    showServerErrors: form.showServerErrors,
  });
  const navigate = useNavigate();
  const setup = useMutation(
    useSetupMutationOptions({
      ...outcome,
      onSuccess: (answer) => {
        outcome.onSuccess(answer);
        // Settings: where the new admin finds the admin pages.
        void navigate('/settings', { replace: true });
      },
    }),
  );
  const submit = form.onSubmit(({ name, email, password }) => {
    if (!setup.isPending) setup.mutate({ token, name, email, password });
  });

  if (wellFormed && status.isPending) {
    return (
      <p className="muted" role="status">
        {LL.auth.setupChecking()}
      </p>
    );
  }
  if (!wellFormed || !status.data?.works) {
    return (
      <p className="notice notice--warning" role="alert">
        {LL.auth.setupLinkDead()}
      </p>
    );
  }
  return (
    <AuthForm
      id={FORM_ID}
      onSubmit={submit}
      pending={setup.isPending}
      submitLabel={LL.auth.setupButton()}
      pendingLabel={LL.auth.setupPending()}
    >
      <NewAccountFields form={form} />
    </AuthForm>
  );
}
