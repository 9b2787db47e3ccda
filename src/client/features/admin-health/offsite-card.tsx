import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { dateTime } from './format.js';

type Offsite = RouterOutputs['admin']['health']['backups']['offsite'];

/**
 * The off-site copy to the restic repository: the last result (a failure in red, with the last
 * success), where it goes, and the warning that nobody opens it without the password.
 */
export function OffsiteCard({ offsite }: { offsite: Offsite }) {
  const { LL, locale } = useI18nContext();
  if (!offsite) {
    return (
      <p className="admin-health__warning" role="status">
        {LL.adminHealth.offsiteOff()}
      </p>
    );
  }
  const last = offsite.lastRun;
  return (
    <>
      {!last ? (
        <p className="muted">{LL.adminHealth.offsiteNone()}</p>
      ) : last.error ? (
        <div className="admin-health__warning" role="alert">
          <p>
            {LL.adminHealth.offsiteFailed({
              date: dateTime(locale, last.finishedAt),
              error: last.error,
            })}
          </p>
          <p>
            {offsite.lastSuccessAt
              ? LL.adminHealth.offsiteLastSuccess({
                  date: dateTime(locale, offsite.lastSuccessAt),
                })
              : LL.adminHealth.offsiteNeverSucceeded()}
          </p>
        </div>
      ) : (
        <p className="admin-health__ok">
          {LL.adminHealth.offsiteOk({
            date: dateTime(locale, last.finishedAt),
            snapshot: (last.snapshotId ?? '').slice(0, 8),
          })}
        </p>
      )}
      <p className="muted settings-card__hint">
        {LL.adminHealth.offsiteWhere({ repository: offsite.repository, keep: offsite.keep })}
      </p>
      <p className="settings-card__hint">
        <strong>{LL.adminHealth.offsitePassword()}</strong>
      </p>
      <p className="muted settings-card__hint">{LL.adminHealth.offsiteRestoreHint()}</p>
    </>
  );
}
