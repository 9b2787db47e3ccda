import { useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';

const NOTICE_KEY = 'gateiros.oldPointsNotice';

/**
 * Told once to a colony's coordinators: public points published before positions went by place
 * (docs/privacy.md) could be combined, so the colony's spot may already be known. One line under
 * the day's work, what it says a tap away; dismissed per colony on this device.
 */
export function OldPointsNotice({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.oldPoints;
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
    <aside className="colony-notice colony-notice--compact" role="note" aria-label={t.title()}>
      <details>
        <summary>
          <strong>{t.title()}</strong>
        </summary>
        <p>{t.body()}</p>
      </details>
      <button type="button" className="btn btn--small" onClick={dismiss}>
        {t.dismiss()}
      </button>
    </aside>
  );
}
