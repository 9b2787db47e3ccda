import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { minuteLabel } from '../../../shared/rota.js';
import { useAuth } from '../../lib/auth.js';
import { classifyError, errorMessage } from '../../lib/errors.js';
import { keepOutboxItem, useOutboxItems } from '../../lib/outbox.js';
import { doseItem, type DoseSend } from '../../lib/outbox-item.js';
import { toast } from '../../lib/toast.js';
import { useGiveDoseMutationOptions } from './api.js';

/** Whether an outbox item is this dose (kept offline, not yet sent). */
function keeps(item: { kind: string; data: string }, send: DoseSend): boolean {
  if (item.kind !== 'dose') return false;
  const data = JSON.parse(item.data) as Partial<DoseSend>;
  return data.treatmentId === send.treatmentId && data.doseAt === send.doseAt;
}

/**
 * "Medicou": one tap records the dose. Without a connection it waits in the outbox under one
 * client id, like a check-in, and counts as given when it was tapped.
 */
export function GiveDose({
  treatmentId,
  doseAt,
  minute,
  label,
}: {
  treatmentId: string;
  doseAt: string;
  minute: number;
  /** The outbox list's name for it: the medicine and the cat. */
  label: string;
}) {
  const { LL } = useI18nContext();
  const t = LL.treatments;
  const { user } = useAuth();
  const send: DoseSend = { treatmentId, doseAt };
  const waiting = useOutboxItems();
  const kept = waiting?.some((item) => item.refused === undefined && keeps(item, send)) ?? false;

  const keep = async (ids: { clientId: string; capturedAt: string }) => {
    if (!user) return;
    if (await keepOutboxItem(doseItem(send, ids, { userId: user._id, label }))) {
      toast.info(t.queued(), { id: 'outbox-kept' });
    } else toast.error(LL.offline.queueFailed());
  };
  const give = useMutation(
    useGiveDoseMutationOptions({
      onSuccess: () => void toast.success(t.given()),
      onError: (error, input) => {
        if (classifyError(error).kind === 'noResponse') {
          void keep({ clientId: input.clientId!, capturedAt: input.capturedAt! });
        } else toast.error(errorMessage(LL, error));
      },
    }),
  );

  if (kept) return <span className="treatment-dose__kept">{t.kept()}</span>;
  return (
    <button
      type="button"
      className="btn btn--primary btn--small"
      disabled={give.isPending}
      aria-label={t.giveLabel({ time: minuteLabel(minute) })}
      onClick={() => {
        if (give.isPending) return;
        const ids = { clientId: crypto.randomUUID(), capturedAt: new Date().toISOString() };
        if (navigator.onLine === false) void keep(ids);
        else give.mutate({ ...send, ...ids });
      }}
    >
      {t.give()}
    </button>
  );
}
