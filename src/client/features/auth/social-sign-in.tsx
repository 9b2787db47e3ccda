import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { successToast, toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { GoogleIcon } from '../../components/icons.js';
import { useAuth } from '../../lib/auth.js';
import { usePublicConfig } from '../../lib/config.js';
import { useTRPCClient } from '../../lib/trpc.js';
import { googleFailure } from './auth-errors.js';
import {
  GOOGLE_TIMEOUT_MS,
  GoogleCancelledError,
  GoogleClientError,
  GoogleTimeoutError,
  requestGoogleIdToken,
  withTimeout,
} from './google-identity.js';

/** Google sign-in, offered only when the server has a client id. */
export function SocialSignIn() {
  const { LL } = useI18nContext();
  const client = useTRPCClient();
  const { signIn } = useAuth();
  const config = usePublicConfig();
  const clientId = config.data?.googleClientId ?? null;
  // An invite link's code lets Google sign-in create the account in invite mode too.
  const inviteCode = useSearchParams()[0].get('invite') ?? undefined;
  const [pending, setPending] = useState(false);

  async function signInWithGoogle() {
    if (!clientId || pending) return;
    setPending(true);
    try {
      const session = await withTimeout(
        requestGoogleIdToken(clientId).then((idToken) =>
          client.auth.google.mutate({ idToken, inviteCode }),
        ),
        GOOGLE_TIMEOUT_MS,
      );
      successToast(LL.auth.googleSuccess());
      signIn(session.token, session.user);
    } catch (error) {
      if (error instanceof GoogleCancelledError) return;
      if (error instanceof GoogleTimeoutError) toast.error(LL.auth.googleTimeout());
      else if (error instanceof GoogleClientError) toast.error(LL.auth.googleClientError());
      else toast.error(googleFailure(LL, error));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="social">
      {/* Only a configured sign-in is offered: a disabled button with a note only got in the way. */}
      {clientId && (
        <button
          type="button"
          className="btn btn--social"
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={() => void signInWithGoogle()}
        >
          <GoogleIcon />
          <span>{pending ? LL.auth.googlePending() : LL.auth.google()}</span>
        </button>
      )}
    </div>
  );
}
