import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { AuthSwitchLink } from '../features/auth/auth-links.js';
import { AuthPage } from '../features/auth/auth-page.js';
import { LoginForm } from '../features/auth/login-form.js';
import { SocialSignIn } from '../features/auth/social-sign-in.js';
import { LegalLinks } from '../features/pages/legal-links.js';
import { usePublicConfig } from '../lib/config.js';
import { choseSignIn, useReturnPath } from '../lib/return-path.js';
import { usePageTitle } from '../lib/use-page-title.js';

/**
 * Whether the visitor was sent here by something that needs an account (helping a cat, a check-in,
 * a protected page) rather than by choosing "Entrar" themselves: the links that are such a choice
 * (the menu's, the sign-up page's) say so in the navigation state (lib/return-path.ts).
 */
function useCameFromAction(next: string | null) {
  const { state } = useLocation() as { state: unknown };
  return next !== null && !choseSignIn(state);
}

export function LoginPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.auth.loginTitle());
  const [params] = useSearchParams();
  const signedOut = params.get('signedOut') === 'true';
  const expired = signedOut || params.get('expired') === 'true';
  const demo = usePublicConfig().data?.demoLogin ?? null;
  const next = useReturnPath();
  const newcomer = useCameFromAction(next) && !expired;

  return (
    <AuthPage
      title={LL.auth.loginTitle()}
      subtitle={newcomer ? LL.auth.newcomerSubtitle() : LL.auth.loginSubtitle()}
    >
      {expired && (
        <p className="notice notice--warning" role="status">
          {signedOut ? LL.auth.signedOutElsewhere() : LL.auth.expired()}
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
      {/* Someone who came to do something may have no account yet: creating one comes first. */}
      {newcomer && (
        <AuthSwitchLink to="/register" className="btn btn--secondary btn--block">
          {LL.auth.createAccount()}
        </AuthSwitchLink>
      )}
      {demo && <p className="notice notice--info">{LL.auth.demoHint(demo)}</p>}
      <LoginForm />
      <p className="auth-page__forgot">
        <Link to="/forgot-password">{LL.auth.forgotPassword()}</Link>
      </p>
      {/* Right under the form, so a newcomer on a phone sees it without scrolling. */}
      {!newcomer && (
        <p className="auth-page__switch">
          {LL.auth.noAccount()}{' '}
          <AuthSwitchLink to="/register">{LL.auth.registerLink()}</AuthSwitchLink>
        </p>
      )}
      <p className="divider">
        <span>{LL.auth.or()}</span>
      </p>
      <SocialSignIn />
      <LegalLinks />
    </AuthPage>
  );
}
