import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { resetPasswordForm } from '../../../shared/schemas/email.js';
import { PasswordFields } from '../../components/password-fields.js';
import { errorMessage } from '../../lib/errors.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import { useResetPasswordMutationOptions } from './api.js';
import './email.css';

const FORM_ID = 'reset-password';

/** The page a reset link opens: a new password, then the login. */
export function ResetPassword() {
  const { LL } = useI18nContext();
  usePageTitle(LL.email.resetTitle());
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useZodForm(resetPasswordForm, {
    formId: FORM_ID,
    fields: ['password', 'confirmPassword'],
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const save = useMutation(
    useResetPasswordMutationOptions({
      onSuccess: () => {
        toast.success(LL.email.resetDone());
        void navigate('/login', { replace: true });
      },
      onError: (error) => toast.error(errorMessage(LL, error)),
    }),
  );
  const submit = form.onSubmit(({ password }) => {
    if (!save.isPending) save.mutate({ token, password });
  });
  return (
    <section className="page email-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {LL.email.resetTitle()}
      </h1>
      {/^[A-Za-z0-9_-]{43}$/.test(token) ? (
        <form id={FORM_ID} className="form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="muted">{LL.email.resetIntro()}</p>
          <PasswordFields
            password={{
              id: form.fieldId('password'),
              label: LL.email.newPassword(),
              error: form.errorOf('password'),
              field: form.register('password'),
            }}
            confirm={{
              id: form.fieldId('confirmPassword'),
              label: LL.email.confirmPassword(),
              error: form.errorOf('confirmPassword'),
              field: form.register('confirmPassword'),
            }}
          />
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
          >
            {save.isPending ? LL.email.saving() : LL.email.save()}
          </button>
        </form>
      ) : (
        <>
          <p className="notice notice--warning" role="alert">
            {LL.email.linkMissing()}
          </p>
          <Link className="btn btn--secondary btn--block" to="/forgot-password">
            {LL.email.askAgain()}
          </Link>
        </>
      )}
    </section>
  );
}
