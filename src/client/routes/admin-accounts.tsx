import { AdminAccounts } from '../features/admin-accounts/admin-accounts.js';
import '../features/settings/settings.css';

export function AdminAccountsPage() {
  return <AdminAccounts />;
}
