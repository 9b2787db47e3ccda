import { toast } from '../lib/toast.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { showBonusToasts } from '../components/bonus-toasts.js';
import type { RouterOutputs } from '../lib/api-types.js';
import { useAfterCheckin } from '../lib/after-checkin.js';
import { useAuth } from '../lib/auth.js';
import { useOutboxRunner } from '../lib/outbox.js';
import { doseInputOf, feedingInputOf, formDataOf } from '../lib/outbox-item.js';
import type { OutboxItem } from '../lib/outbox-store.js';
import { readToken } from '../lib/session.js';
import { useTRPCClient } from '../lib/trpc.js';

type Feeding = RouterOutputs['colonies']['feed'];
type Dose = RouterOutputs['treatments']['give'];
type Sent = RouterOutputs['checkins']['create'] | RouterOutputs['cats']['create'] | Feeding | Dose;

const isFeeding = (result: Sent): result is Feeding => 'feedingId' in result;
const isDose = (result: Sent): result is Dose => 'doseAt' in result;

/** Sends the outbox in the background and says what each send earned. */
export function OutboxRunner() {
  const { LL } = useI18nContext();
  const client = useTRPCClient();
  const { user } = useAuth();
  const afterCheckin = useAfterCheckin();

  useOutboxRunner<Sent>(
    {
      send: (item: OutboxItem): Promise<Sent> =>
        item.kind === 'checkin'
          ? client.checkins.create.mutate(formDataOf(item))
          : item.kind === 'colonyFeeding'
            ? client.colonies.feed.mutate(feedingInputOf(item))
            : item.kind === 'dose'
              ? client.treatments.give.mutate(doseInputOf(item))
              : client.cats.create.mutate(formDataOf(item)),
      session: () => {
        const token = readToken();
        return token && user ? { userId: user._id, token } : null;
      },
      onSent: (item, result) => {
        const t = LL.offline;
        const name = item.label || t.unknownCat();
        if (isDose(result)) {
          toast.success(t.sentDose({ name }));
        } else if (isFeeding(result)) {
          const fed = result.cats.filter((cat) => cat.skipped === null);
          toast.success(t.sentFeeding({ name, count: fed.length, points: result.pointsEarned }));
          const skipped = result.cats.filter((cat) => cat.skipped !== null);
          if (skipped.length > 0) {
            const names = skipped.map((cat) => cat.catName ?? t.unknownCat()).join(', ');
            toast.info(t.sentFeedingSkipped({ names }));
          }
        } else {
          const { pointsEarned, bonusDetails } = result;
          if (item.kind === 'cat') toast.success(t.sentCat({ name, points: pointsEarned }));
          else if (pointsEarned > 0) toast.success(t.sentCheckin({ name, points: pointsEarned }));
          else toast.success(t.sentCheckinNoPoints({ name }));
          showBonusToasts(bonusDetails);
        }
        afterCheckin();
      },
    },
    user ? `${user._id}:${readToken() ?? ''}` : null,
  );
  return null;
}
