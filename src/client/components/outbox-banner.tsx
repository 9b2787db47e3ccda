import { Suspense, useState } from 'react';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { useAuth } from '../lib/auth.js';
import { useOutboxItems, useOutboxPaused } from '../lib/outbox.js';
import { lazyPart } from '../lib/lazy-part.js';
import './outbox.css';

/**
 * The list of what waits, opened from the banner: its own chunk, which the service worker keeps
 * on the device with the rest of the app, so it opens offline too.
 */
const OutboxList = lazyPart(async () => (await import('./outbox-list.js')).OutboxList);

/** "2 envios aguardando conexão" while the outbox holds something, and the list behind it. */
export function OutboxBanner() {
  const { LL } = useI18nContext();
  const t = LL.offline;
  const items = useOutboxItems() ?? [];
  const paused = useOutboxPaused();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const empty = items.length === 0;
  // The list closes when the last item goes (sent or discarded), and stays closed after.
  if (open && empty) setOpen(false);

  const refused = items.filter((item) => item.refused !== undefined).length;
  const waiting = items.length - refused;
  let text = '';
  if (waiting > 0) {
    // Signed out, or refused with a 401: only signing in sends them.
    text =
      paused || !user ? t.outboxPaused({ count: waiting }) : t.outboxWaiting({ count: waiting });
  } else if (refused > 0) {
    text = t.outboxRefused({ count: refused });
  }

  return (
    <div role="status" className="outbox-banner-region">
      {!empty && (
        <div className="outbox-banner">
          <span className="outbox-banner__text">{text}</span>
          <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>
            {t.outboxSee()}
          </button>
        </div>
      )}
      {open && !empty && (
        <Suspense>
          <OutboxList
            items={items}
            userId={user?._id ?? null}
            paused={paused}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
