import { AdminHealth } from '../features/admin-health/admin-health.js';
import '../features/settings/settings.css';

export function AdminHealthPage() {
  return <AdminHealth />;
}
