import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { forgotPasswordInput } from '../../../shared/schemas/email.js';
import { AuthForm, EmailField } from '../../components/auth-form.js';
import { errorMessage } from '../../lib/errors.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import { useForgotPasswordMutationOptions } from './api.js';

const FORM_ID = 'forgot-password';

/** Asks for a reset link; the answer is the same whether an account exists or not. */
export function ForgotPasswordForm() {
  const { LL } = useI18nContext();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordInput, {
    formId: FORM_ID,
    fields: ['email'],
    defaultValues: { email: '' },
  });
  const send = useMutation(
    useForgotPasswordMutationOptions({
      onSuccess: (_, input) => setSentTo(input.email),
      onError: (error) => setFailure(errorMessage(LL, error)),
    }),
  );
  const submit = form.onSubmit((input) => {
    setFailure(null);
    if (!send.isPending) send.mutate(input);
  });
  if (sentTo) {
    return (
      <p className="notice notice--info" role="status">
        {LL.email.sent({ email: sentTo })}
      </p>
    );
  }
  return (
    <AuthForm
      id={FORM_ID}
      onSubmit={submit}
      pending={send.isPending}
      submitLabel={LL.email.send()}
      pendingLabel={LL.email.sending()}
    >
      <EmailField
        id={form.fieldId('email')}
        error={form.errorOf('email')}
        field={form.register('email')}
      />
      {failure && (
        <p className="notice notice--warning" role="alert">
          {failure}
        </p>
      )}
    </AuthForm>
  );
}
