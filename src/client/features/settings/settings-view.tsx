import { BackupWarning } from './backup-warning.js';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { APP_VERSION } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { Avatar } from '../../components/avatar.js';
import { CommunityContact } from '../../components/community-contact.js';
import { LogoutIcon } from '../../components/icons.js';
import { useAuth } from '../../lib/auth.js';
import { usePublicConfig } from '../../lib/config.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { DeleteAccount, ExportData } from './account-data.js';
import { ChangePassword } from './change-password.js';
import { LanguageSwitcher } from './language-switcher.js';
import { LogoutEverywhere } from './logout-everywhere.js';
import { NotificationSettings } from './notification-settings.js';
import { AlertRegion } from './alert-region.js';
import { PushDevice } from './push-device.js';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="settings-card" aria-labelledby={id}>
      <h2 id={id} className="settings-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SettingsView() {
  const { LL } = useI18nContext();
  usePageTitle(LL.pages.settings());
  const { user, logout } = useAuth();
  const version = usePublicConfig().data?.version ?? APP_VERSION;

  return (
    <section className="page settings" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {LL.pages.settings()}
      </h1>

      <Card id="settings-account" title={LL.settings.account()}>
        {user && (
          <div className="settings-account">
            <Avatar src={user.profilePicture} name={user.name} size={56} eager />
            <dl className="settings-account__facts">
              <div>
                <dt>{LL.settings.name()}</dt>
                <dd>{user.name}</dd>
              </div>
              <div>
                <dt>{LL.settings.email()}</dt>
                <dd className="settings-account__email">{user.email}</dd>
              </div>
            </dl>
          </div>
        )}
        <Link className="btn btn--secondary btn--block" to="/profile">
          {LL.settings.editProfile()}
        </Link>
      </Card>

      {(user?.isAdmin || user?.isModerator) && (
        <Card id="settings-moderation" title={LL.moderation.adminTitle()}>
          <Link className="btn btn--secondary btn--block" to="/admin">
            {LL.moderation.adminLink()}
          </Link>
        </Card>
      )}

      {user?.isAdmin && (
        <Card id="settings-admin" title={LL.accounts.adminLink()}>
          <p className="muted settings-card__hint">{LL.accounts.adminLinkHint()}</p>
          <Link className="btn btn--secondary btn--block" to="/admin/accounts">
            {LL.accounts.adminLink()}
          </Link>
          <p className="muted settings-card__hint">{LL.adminHealth.linkHint()}</p>
          <BackupWarning />
          <Link className="btn btn--secondary btn--block" to="/admin/health">
            {LL.adminHealth.link()}
          </Link>
          <p className="muted settings-card__hint">{LL.reports.communityLinkHint()}</p>
          <Link className="btn btn--secondary btn--block" to="/reports/impact">
            {LL.reports.openLink()}
          </Link>
        </Card>
      )}

      <Card id="settings-password" title={LL.settings.changePassword()}>
        <ChangePassword />
      </Card>

      <Card id="settings-notifications" title={LL.settings.notifications()}>
        {user && <NotificationSettings saved={user.notificationSettings} />}
        <PushDevice />
      </Card>

      <Card id="settings-region" title={LL.notify.regionTitle()}>
        {user && <AlertRegion radius={user.notificationSettings.radius} />}
      </Card>

      <Card id="settings-language" title={LL.settings.language()}>
        <p className="muted settings-card__hint">{LL.settings.languageHint()}</p>
        <LanguageSwitcher />
      </Card>

      <Card id="settings-privacy" title={LL.settings.privacy()}>
        <ExportData />
        <DeleteAccount />
      </Card>

      <Card id="settings-session" title={LL.settings.session()}>
        <button
          type="button"
          className="btn btn--secondary btn--block"
          onClick={() => void logout()}
        >
          <LogoutIcon width="20" height="20" />
          <span>{LL.settings.logout()}</span>
        </button>
        <LogoutEverywhere />
      </Card>

      <Card id="settings-about" title={LL.settings.about()}>
        <dl className="settings-about">
          <div>
            <dt>{LL.settings.version()}</dt>
            <dd>{version}</dd>
          </div>
        </dl>
        <p className="settings-links">
          <Link to="/privacy-policy">{LL.settings.privacyPolicy()}</Link>
          <Link to="/terms-of-service">{LL.settings.termsOfService()}</Link>
        </p>
        <CommunityContact />
      </Card>
    </section>
  );
}
