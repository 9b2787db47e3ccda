import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { errorMessage } from '../../lib/errors.js';
import { useTRPC } from '../../lib/trpc.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import './email.css';

/**
 * The page a login-unlock link opens (mailed after many wrong passwords): this device becomes
 * one the account trusts, so its next correct password is not held back.
 */
export function UnlockLogin() {
  const { LL } = useI18nContext();
  usePageTitle(LL.email.unlockTitle());
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const trpc = useTRPC();
  const unlock = useMutation(trpc.email.unlockLogin.mutationOptions());
  const { mutate } = unlock;
  useEffect(() => {
    mutate({ token });
  }, [mutate, token]);
  return (
    <section className="page email-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {LL.email.unlockTitle()}
      </h1>
      <div role="status">
        {unlock.isSuccess ? (
          <p className="email-page__done">{LL.email.unlocked()}</p>
        ) : unlock.isError ? (
          <p className="notice notice--warning">{errorMessage(LL, unlock.error)}</p>
        ) : (
          <p className="muted">{LL.email.unlocking()}</p>
        )}
      </div>
      <Link className="btn btn--primary btn--block" to="/login">
        {LL.email.goLogin()}
      </Link>
    </section>
  );
}
