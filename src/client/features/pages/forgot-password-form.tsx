import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LIMITS } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { forgotPasswordInput } from '../../../shared/schemas/email.js';
import { TextField } from '../../components/text-field.js';
import { errorMessage } from '../../lib/errors.js';
import { useTRPC } from '../../lib/trpc.js';
import { useZodForm } from '../../lib/use-zod-form.js';

const FORM_ID = 'forgot-password';

/** Asks for a reset link; the answer is the same whether an account exists or not. */
export function ForgotPasswordForm() {
  const { LL } = useI18nContext();
  const trpc = useTRPC();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordInput, {
    formId: FORM_ID,
    fields: ['email'],
    defaultValues: { email: '' },
  });
  const send = useMutation(
    trpc.email.forgotPassword.mutationOptions({
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
    <form id={FORM_ID} className="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        {...form.register('email')}
        id={form.fieldId('email')}
        error={form.errorOf('email')}
        label={LL.auth.email()}
        type="email"
        autoComplete="email"
        maxLength={LIMITS.emailMax}
        required
      />
      {failure && (
        <p className="notice notice--warning" role="alert">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
      >
        {send.isPending ? LL.email.sending() : LL.email.send()}
      </button>
    </form>
  );
}
