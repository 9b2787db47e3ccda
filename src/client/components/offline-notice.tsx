import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { useDeviceData } from '../lib/use-device-data.js';
import { dateFormat } from '../lib/formats.js';
import './offline-notice.css';

/** 14:05 today; 22/11 14:05 on another day. */
function dataTime(locale: string, epochMs: number) {
  const when = new Date(epochMs);
  const today = new Date().toDateString() === when.toDateString();
  return dateFormat(locale, {
    ...(today ? {} : { day: '2-digit', month: '2-digit' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(when);
}

/**
 * "Sem conexão — dados de HH:MM" while what the screen shows is not live; "Atualizando… mostrando
 * dados de HH:MM" while the device's copy waits for its live answer (the start of a return visit).
 */
export function OfflineNotice() {
  const { LL, locale } = useI18nContext();
  const data = useDeviceData();
  return (
    <div role="status" className="offline-notice-region">
      {!data.live &&
        (data.updating && data.since ? (
          <p className="offline-notice offline-notice--updating">
            {LL.offline.updating({ time: dataTime(locale, data.since) })}
          </p>
        ) : (
          <p className="offline-notice">
            {data.since
              ? LL.offline.notice({ time: dataTime(locale, data.since) })
              : LL.offline.noticeNoTime()}
          </p>
        ))}
    </div>
  );
}
