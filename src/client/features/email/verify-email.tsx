import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { useAuth } from '../../lib/auth.js';
import { errorMessage } from '../../lib/errors.js';
import { useTRPC } from '../../lib/trpc.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import './email.css';

/** The page a verification link opens: confirms at once and says what it released. */
export function VerifyEmail() {
  const { LL } = useI18nContext();
  usePageTitle(LL.email.verifyTitle());
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const trpc = useTRPC();
  const { refreshUser } = useAuth();
  const verify = useMutation(
    trpc.email.verify.mutationOptions({ onSuccess: () => void refreshUser() }),
  );
  const { mutate } = verify;
  useEffect(() => {
    mutate({ token });
  }, [mutate, token]);
  return (
    <section className="page email-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {LL.email.verifyTitle()}
      </h1>
      <div role="status">
        {verify.isSuccess ? (
          <>
            <p className="email-page__done">{LL.email.verified()}</p>
            {verify.data.released > 0 && (
              <p>{LL.email.released({ points: verify.data.released })}</p>
            )}
          </>
        ) : verify.isError ? (
          <p className="notice notice--warning">{errorMessage(LL, verify.error)}</p>
        ) : (
          <p className="muted">{LL.email.verifying()}</p>
        )}
      </div>
      <Link className="btn btn--secondary btn--block" to="/">
        {LL.email.goHome()}
      </Link>
    </section>
  );
}
