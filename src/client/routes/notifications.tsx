import { Notifications } from '../features/pages/notifications.js';

export function NotificationsPage() {
  return <Notifications />;
}
