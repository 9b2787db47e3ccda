import { Link, useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { AuthSwitchLink } from '../features/auth/auth-links.js';
import { AuthPage } from '../features/auth/auth-page.js';
import { LoginForm } from '../features/auth/login-form.js';
import { SocialSignIn } from '../features/auth/social-sign-in.js';
import { LegalLinks } from '../features/pages/legal-links.js';
import { usePublicConfig } from '../lib/config.js';
import { useReturnPath } from '../lib/return-path.js';
import { usePageTitle } from '../lib/use-page-title.js';

export function LoginPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.auth.loginTitle());
  const [params] = useSearchParams();
  const expired = params.get('expired') === 'true';
  const demo = usePublicConfig().data?.demoLogin ?? null;
  const next = useReturnPath();

  return (
    <AuthPage title={LL.auth.loginTitle()} subtitle={LL.auth.loginSubtitle()}>
      {expired && (
        <p className="notice notice--warning" role="status">
          {LL.auth.expired()}
        </p>
      )}
      {!expired && next && (
        <p className="notice notice--info" role="status">
          {next.startsWith('/checkin/')
            ? LL.checkin.loginRequired()
            : next.startsWith('/ranking')
              ? LL.auth.loginForRanking()
              : LL.auth.loginToContinue()}
        </p>
      )}
      {demo && <p className="notice notice--info">{LL.auth.demoHint(demo)}</p>}
      <LoginForm />
      <p className="auth-page__forgot">
        <Link to="/forgot-password">{LL.auth.forgotPassword()}</Link>
      </p>
      {/* Right under the form, so a newcomer on a phone sees it without scrolling. */}
      <p className="auth-page__switch">
        {LL.auth.noAccount()}{' '}
        <AuthSwitchLink to="/register">{LL.auth.registerLink()}</AuthSwitchLink>
      </p>
      <p className="divider">
        <span>{LL.auth.or()}</span>
      </p>
      <SocialSignIn />
      <LegalLinks />
    </AuthPage>
  );
}
