import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { useTRPC } from '../../lib/trpc.js';

/** For admins, in Settings: said at once when the last automatic backup or its off-site copy failed. */
export function BackupWarning() {
  const { LL } = useI18nContext();
  const trpc = useTRPC();
  const status = useQuery(trpc.admin.backupStatus.queryOptions());
  const local = status.data?.lastError;
  const offsite = status.data?.offsite?.lastRun?.error;
  if (!local && !offsite) return null;
  return (
    <p className="settings-card__alert" role="alert">
      {local ? LL.adminHealth.backupFailedShort() : LL.adminHealth.offsiteFailedShort()}
    </p>
  );
}
