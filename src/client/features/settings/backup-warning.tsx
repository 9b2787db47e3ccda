import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { useTRPC } from '../../lib/trpc.js';

/** For admins, in Settings: said at once when the last automatic backup failed. */
export function BackupWarning() {
  const { LL } = useI18nContext();
  const trpc = useTRPC();
  const status = useQuery(trpc.admin.backupStatus.queryOptions());
  if (!status.data?.lastError) return null;
  return (
    <p className="settings-card__alert" role="alert">
      {LL.adminHealth.backupFailedShort()}
    </p>
  );
}
