import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { BellIcon } from '../../components/icons.js';
import { useUnreadQueryOptions } from './api.js';
import './notifications.css';

/** Read again this often while the app is open (and whenever it comes back to the front). */
const UNREAD_EVERY_MS = 60_000;

/** The header's bell: a link to /notifications with the unread count. */
export function NotificationBell() {
  const { LL } = useI18nContext();
  const { data } = useQuery(useUnreadQueryOptions(UNREAD_EVERY_MS));
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? LL.common.bellUnread({ count: unread }) : LL.common.bell();
  return (
    <NavLink
      to="/notifications"
      end
      className="app-header__action bell"
      aria-label={label}
      title={label}
    >
      <BellIcon />
      {unread > 0 && (
        <span className="bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
  );
}
