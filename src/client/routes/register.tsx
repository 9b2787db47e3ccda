import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { AuthSwitchLink } from '../features/auth/auth-links.js';
import { AuthPage } from '../features/auth/auth-page.js';
import { RegisterForm } from '../features/auth/register-form.js';
import { SocialSignIn } from '../features/auth/social-sign-in.js';
import { LegalLinks } from '../features/pages/legal-links.js';
import { usePageTitle } from '../lib/use-page-title.js';

export function RegisterPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.auth.registerTitle());
  return (
    <AuthPage title={LL.auth.registerTitle()} subtitle={LL.auth.registerSubtitle()}>
      <RegisterForm />
      <p className="divider">
        <span>{LL.auth.or()}</span>
      </p>
      <SocialSignIn />
      <p className="auth-page__switch">
        {LL.auth.haveAccount()} <AuthSwitchLink to="/login">{LL.auth.loginLink()}</AuthSwitchLink>
      </p>
      <LegalLinks />
    </AuthPage>
  );
}
