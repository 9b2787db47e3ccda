import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { errorMessage } from '../../lib/errors.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { useUnlockLoginMutationOptions, useVerifyEmailMutationOptions } from './api.js';
import './email.css';

interface EmailLinkPageProps<T> {
  title: string;
  /** What the page says while the token is being checked. */
  working: string;
  /** Sends the link's token (once, when the page opens). */
  send: UseMutationResult<T, unknown, { token: string }>;
  /** What the page says once the server took the token. */
  done: (data: T) => ReactNode;
  /** Where to go next: a link button below the answer. */
  next: { to: string; label: string; primary?: boolean };
}

/**
 * A page an e-mailed link opens (verify the address, unlock the login): the link's token is sent
 * at once and the answer takes the place of the "working" line; no form to fill.
 */
function EmailLinkPage<T>({ title, working, send, done, next }: EmailLinkPageProps<T>) {
  const { LL } = useI18nContext();
  usePageTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate } = send;
  useEffect(() => {
    mutate({ token });
  }, [mutate, token]);
  return (
    <section className="page email-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <div role="status">
        {send.isSuccess ? (
          done(send.data)
        ) : send.isError ? (
          <p className="notice notice--warning">{errorMessage(LL, send.error)}</p>
        ) : (
          <p className="muted">{working}</p>
        )}
      </div>
      <Link
        className={`btn ${next.primary ? 'btn--primary' : 'btn--secondary'} btn--block`}
        to={next.to}
      >
        {next.label}
      </Link>
    </section>
  );
}

/** The page a verification link opens: confirms at once and says what it released. */
export function VerifyEmail() {
  const { LL } = useI18nContext();
  const verify = useMutation(useVerifyEmailMutationOptions());
  return (
    <EmailLinkPage
      title={LL.email.verifyTitle()}
      working={LL.email.verifying()}
      send={verify}
      done={({ released }) => (
        <>
          <p className="email-page__done">{LL.email.verified()}</p>
          {released > 0 && <p>{LL.email.released({ points: released })}</p>}
        </>
      )}
      next={{ to: '/', label: LL.email.goHome() }}
    />
  );
}

/**
 * The page a login-unlock link opens (mailed after many wrong passwords): this device becomes
 * one the account trusts, so its next correct password is not held back.
 */
export function UnlockLogin() {
  const { LL } = useI18nContext();
  const unlock = useMutation(useUnlockLoginMutationOptions());
  return (
    <EmailLinkPage
      title={LL.email.unlockTitle()}
      working={LL.email.unlocking()}
      send={unlock}
      done={() => <p className="email-page__done">{LL.email.unlocked()}</p>}
      next={{ to: '/login', label: LL.email.goLogin(), primary: true }}
    />
  );
}
