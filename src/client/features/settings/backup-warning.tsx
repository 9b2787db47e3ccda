import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { useBackupStatusQueryOptions } from './api.js';

/** For admins, in Settings: said at once when the last automatic backup or its off-site copy failed. */
export function BackupWarning() {
  const { LL } = useI18nContext();
  const status = useQuery(useBackupStatusQueryOptions());
  const local = status.data?.lastError;
  const offsite = status.data?.offsite?.lastRun?.error;
  if (!local && !offsite) return null;
  return (
    <p className="settings-card__alert" role="alert">
      {local ? LL.adminHealth.backupFailedShort() : LL.adminHealth.offsiteFailedShort()}
    </p>
  );
}
