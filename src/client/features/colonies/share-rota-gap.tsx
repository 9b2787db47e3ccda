import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { minuteLabel } from '../../../shared/rota.js';
import type { RotaWeek } from '../../../shared/schemas/rota.js';
import { colonyQuery } from './api.js';
import { pageUrl, whatsappShareUrl } from '../../lib/whatsapp.js';
import { WhatsappIcon } from '../../components/icons.js';

type Shift = RotaWeek['shifts'][number];

/**
 * "Compartilhar no WhatsApp" on a shift nobody took that has not passed: the colony's name, the
 * day and window, and the colony page's address; never a position. The rota is shown to members
 * only (a gap tells when the colony is unattended), so only they can share it. An icon in the
 * shift's row, named in words.
 */
export function ShareRotaGap({ colonyId, shift }: { colonyId: string; shift: Shift }) {
  const { LL } = useI18nContext();
  const t = LL.rota;
  // The colony page's own query: already in the cache.
  const colony = useQuery(colonyQuery(colonyId)).data?.colony;
  const gap = shift.carers.length === 0 && (shift.state === 'upcoming' || shift.state === 'open');
  if (!gap || !colony) return null;
  const slot = {
    day: t.weekdays[`d${shift.weekday}` as keyof typeof t.weekdays](),
    start: minuteLabel(shift.startMinute),
    end: minuteLabel(shift.endMinute),
  };
  const href = whatsappShareUrl(
    t.gapText({ colonyName: colony.name, ...slot }),
    pageUrl(`/colony/${colonyId}`),
  );
  return (
    <a
      className="btn btn--whatsapp btn--small btn--icon"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t.shareGapLabel(slot)}
      title={t.shareGap()}
    >
      <WhatsappIcon />
    </a>
  );
}
