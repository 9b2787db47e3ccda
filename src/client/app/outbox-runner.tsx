import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/toast.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { showBonusToasts } from '../components/bonus-toasts.js';
import type { RouterOutputs } from '../lib/api-types.js';
import { useAuth } from '../lib/auth.js';
import { useOutboxRunner } from '../lib/outbox.js';
import { formDataOf } from '../lib/outbox-item.js';
import type { OutboxItem } from '../lib/outbox-store.js';
import { readToken } from '../lib/session.js';
import { useTRPC, useTRPCClient } from '../lib/trpc.js';

type Sent = RouterOutputs['checkins']['create'] | RouterOutputs['cats']['create'];

/** Sends the outbox in the background and says what each send earned. */
export function OutboxRunner() {
  const { LL } = useI18nContext();
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user, refreshUser } = useAuth();

  useOutboxRunner<Sent>(
    {
      send: (item: OutboxItem) =>
        item.kind === 'checkin'
          ? client.checkins.create.mutate(formDataOf(item))
          : client.cats.create.mutate(formDataOf(item)),
      session: () => {
        const token = readToken();
        return token && user ? { userId: user._id, token } : null;
      },
      onSent: (item, { pointsEarned, bonusDetails }) => {
        const t = LL.offline;
        const name = item.label || t.unknownCat();
        if (item.kind === 'cat') toast.success(t.sentCat({ name, points: pointsEarned }));
        else if (pointsEarned > 0) toast.success(t.sentCheckin({ name, points: pointsEarned }));
        else toast.success(t.sentCheckinNoPoints({ name }));
        showBonusToasts(bonusDetails);
        for (const queryKey of [
          trpc.cats.pathKey(),
          trpc.checkins.pathKey(),
          trpc.users.pathKey(),
          trpc.ranking.pathKey(),
        ]) {
          void queryClient.invalidateQueries({ queryKey });
        }
        void refreshUser();
      },
    },
    user ? `${user._id}:${readToken() ?? ''}` : null,
  );
  return null;
}
