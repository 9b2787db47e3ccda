import { useState } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatIllustration } from '../../components/cat-illustration.js';
import { useAuth } from '../../lib/auth.js';
import { useTRPCClient } from '../../lib/trpc.js';
import { usePageTitle } from '../../lib/use-page-title.js';

/** What an account awaiting an admin's approval sees, whatever page it opens. */
export function PendingApproval() {
  const { LL } = useI18nContext();
  usePageTitle(LL.accounts.pendingTitle());
  const { refreshUser, logout } = useAuth();
  const client = useTRPCClient();
  const [checking, setChecking] = useState(false);

  async function check() {
    setChecking(true);
    try {
      const me = await client.auth.me.query();
      if (me.status === 'pending') toast.info(LL.accounts.pendingStill());
      else await refreshUser();
    } catch {
      // A failed check changes nothing; the button stays for another try.
    } finally {
      setChecking(false);
    }
  }

  return (
    <section className="page page--center" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {LL.accounts.pendingTitle()}
      </h1>
      <CatIllustration className="page__art" />
      <p className="muted">{LL.accounts.pendingText()}</p>
      <div className="page__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={checking}
          aria-busy={checking || undefined}
          onClick={() => void check()}
        >
          {LL.accounts.pendingCheck()}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => void logout()}>
          {LL.accounts.logout()}
        </button>
      </div>
    </section>
  );
}
