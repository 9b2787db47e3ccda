import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { useAuth } from '../../lib/auth.js';
import { usePublicConfig } from '../../lib/config.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { InviteCodes } from './invite-codes.js';
import { PendingAccounts } from './pending-accounts.js';
import './admin-accounts.css';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="settings-card" aria-labelledby={id}>
      <h2 id={id} className="settings-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The admin's accounts page: who is waiting for approval, and the invite codes. */
export function AdminAccounts() {
  const { LL } = useI18nContext();
  usePageTitle(LL.accounts.adminTitle());
  const { user } = useAuth();
  const mode = usePublicConfig().data?.registrationMode;
  if (!user?.isAdmin) return <Navigate to="/404" replace />;
  return (
    <section className="page admin-accounts" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {LL.accounts.adminTitle()}
      </h1>
      {mode && (
        <p className="muted">{LL.accounts.modeLabel({ mode: LL.accounts.modes[mode]() })}</p>
      )}
      <Card id="admin-pending" title={LL.accounts.pendingSection()}>
        <PendingAccounts />
      </Card>
      <Card id="admin-invites" title={LL.accounts.invitesSection()}>
        <p className="muted settings-card__hint">{LL.accounts.invitesHint()}</p>
        <InviteCodes />
      </Card>
    </section>
  );
}
