import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { dateTime, formatBytes } from './format.js';

type Backups = RouterOutputs['admin']['health']['backups'];

/** The automatic backups: the last result first (a failure stands out), then what is kept. */
export function BackupsCard({ backups }: { backups: Backups }) {
  const { LL, locale } = useI18nContext();
  const latest = backups.backups[0];
  return (
    <>
      {!backups.enabled ? (
        <p className="admin-health__warning" role="status">
          {LL.adminHealth.backupsOff()}
        </p>
      ) : backups.lastError ? (
        <p className="admin-health__warning" role="alert">
          {LL.adminHealth.backupFailed({ error: backups.lastError })}
        </p>
      ) : latest ? (
        <p className="admin-health__ok">
          {LL.adminHealth.backupOk({ date: dateTime(locale, latest.createdAt) })}
        </p>
      ) : (
        <p className="muted">{LL.adminHealth.noBackupYet()}</p>
      )}
      {backups.enabled && (
        <p className="muted settings-card__hint">
          {LL.adminHealth.schedule({
            hours: backups.everyHours,
            keep: backups.keep,
            dir: backups.dir,
          })}
          {backups.nextDueAt &&
            ` ${LL.adminHealth.nextBackup({ date: dateTime(locale, backups.nextDueAt) })}`}
        </p>
      )}
      {backups.backups.length > 0 && (
        <div className="admin-health__table-wrap">
          <table className="admin-health__table">
            <caption className="visually-hidden">{LL.adminHealth.backupList()}</caption>
            <thead>
              <tr>
                <th scope="col">{LL.adminHealth.backupDate()}</th>
                <th scope="col">{LL.adminHealth.backupPhotos()}</th>
                <th scope="col">{LL.adminHealth.backupDatabase()}</th>
              </tr>
            </thead>
            <tbody>
              {backups.backups.map((b) => (
                <tr key={b.name}>
                  <td>
                    <time dateTime={b.createdAt}>{dateTime(locale, b.createdAt)}</time>
                    {b.missing > 0 && (
                      <span className="muted admin-health__note">
                        {LL.adminHealth.missingPhotos({ count: b.missing })}
                      </span>
                    )}
                  </td>
                  <td>{b.files}</td>
                  <td>{formatBytes(locale, b.databaseBytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted settings-card__hint">{LL.adminHealth.restoreHint()}</p>
    </>
  );
}
