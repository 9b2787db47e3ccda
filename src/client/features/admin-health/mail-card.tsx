import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { dateTime } from './format.js';

type Mail = RouterOutputs['admin']['health']['mail'];

/**
 * Outgoing mail: set up or not, the outbox (waiting, given up) and the last failure, in red when
 * mail was given up or nothing went out since the failure.
 */
export function MailCard({ mail }: { mail: Mail }) {
  const { LL, locale } = useI18nContext();
  const { lastError } = mail;
  const failing =
    mail.failedLastWeek > 0 ||
    (lastError !== null && (mail.lastSentAt === null || lastError.at > mail.lastSentAt));
  return (
    <>
      <p className={mail.configured ? 'admin-health__ok' : 'muted'}>
        {mail.configured ? LL.adminHealth.mailOn() : LL.adminHealth.mailOff()}
      </p>
      {mail.failedLastWeek > 0 && (
        <p className="admin-health__warning" role="alert">
          {LL.adminHealth.mailFailed({ count: mail.failedLastWeek })}
        </p>
      )}
      {lastError && (
        <p
          className={failing ? 'admin-health__warning' : 'muted settings-card__hint'}
          role={failing ? 'alert' : undefined}
        >
          {LL.adminHealth.mailError({
            date: dateTime(locale, lastError.at),
            error: lastError.message,
          })}
        </p>
      )}
      {mail.queued > 0 && mail.oldestQueuedAt && (
        <p className="muted settings-card__hint">
          {LL.adminHealth.mailQueued({
            count: mail.queued,
            date: dateTime(locale, mail.oldestQueuedAt),
          })}
        </p>
      )}
      {mail.lastSentAt && (
        <p className="muted settings-card__hint">
          {LL.adminHealth.mailLastSent({ date: dateTime(locale, mail.lastSentAt) })}
        </p>
      )}
    </>
  );
}
