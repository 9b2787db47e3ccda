import { useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';

const NOTICE_KEY = 'gateiros.oldPointsNotice';

/**
 * Told once to a colony's coordinators: public points published before positions went by place
 * (docs/privacy.md) could be combined, so the colony's spot may already be known. Dismissed per
 * colony on this device.
 */
export function OldPointsNotice({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const [dismissed, setDismissed] = useState(() => {
    try {
      return (localStorage.getItem(NOTICE_KEY) ?? '').split(' ').includes(colonyId);
    } catch {
      return false;
    }
  });
  if (dismissed) return null;
  const dismiss = () => {
    try {
      const seen = (localStorage.getItem(NOTICE_KEY) ?? '').split(' ').filter(Boolean);
      localStorage.setItem(NOTICE_KEY, [...seen, colonyId].join(' '));
    } catch {
      // Private mode: the notice is dismissed for this visit only.
    }
    setDismissed(true);
  };
  return (
    <aside className="colony-notice" role="note" aria-label={LL.colonies.oldPoints.title()}>
      <p>
        <strong>{LL.colonies.oldPoints.title()}</strong> {LL.colonies.oldPoints.body()}
      </p>
      <button type="button" className="btn btn--small" onClick={dismiss}>
        {LL.colonies.oldPoints.dismiss()}
      </button>
    </aside>
  );
}
