import { toast } from './toast.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { useAuth } from './auth.js';
import { keepInOutbox } from './outbox.js';
import { formDataOf, outboxItemFrom } from './outbox-item.js';
import type { OutboxKind } from './outbox-store.js';

/**
 * The send path of the check-in and add-cat forms: `prepare` gives the form's FormData its
 * clientId and capturedAt (so a later resend is the same send); `keep` puts it in the outbox when
 * there is no connection or the send got no answer (`quiet` when the screen tells it itself);
 * `offline` says there is none right now.
 */
export function useOutboxSend(kind: OutboxKind) {
  const { LL } = useI18nContext();
  const { user } = useAuth();

  const prepare = (body: FormData) =>
    formDataOf(outboxItemFrom(kind, body, { userId: '', label: '' }));

  const keep = async (body: FormData, label: string, { quiet = false } = {}) => {
    if (!user) return false;
    const kept = await keepInOutbox(kind, body, { userId: user._id, label });
    if (!kept) toast.error(LL.offline.queueFailed());
    else if (!quiet) toast.info(LL.offline.queued(), { id: 'outbox-kept' });
    return kept;
  };

  return { prepare, keep, offline: () => navigator.onLine === false };
}
