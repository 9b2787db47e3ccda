import { useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { useAuth } from '../../lib/auth.js';

/**
 * "Sair de todos os aparelhos": asks first, since every other device must sign in again; once the
 * server has ended the sessions, this device signs out too and says so.
 */
export function LogoutEverywhere() {
  const { LL } = useI18nContext();
  const { logout } = useAuth();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    await logout({ everywhere: true });
    setPending(false);
    setOpen(false);
  }

  return (
    <>
      <p className="muted settings-card__hint">{LL.settings.logoutEverywhereHint()}</p>
      <button
        type="button"
        className="btn btn--secondary btn--block"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {LL.settings.logoutEverywhere()}
      </button>
      <ConfirmDialog
        open={open}
        danger
        title={LL.settings.logoutEverywhereTitle()}
        message={<p>{LL.settings.logoutEverywhereText()}</p>}
        confirmLabel={LL.settings.logoutEverywhereConfirm()}
        pending={pending}
        pendingLabel={LL.settings.logoutEverywherePending()}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
