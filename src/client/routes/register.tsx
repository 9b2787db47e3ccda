import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { CatIllustration } from '../components/cat-illustration.js';
import { AuthSwitchLink } from '../features/auth/auth-links.js';
import { RegisterForm } from '../features/auth/register-form.js';
import { SocialSignIn } from '../features/auth/social-sign-in.js';
import { LegalLinks } from '../features/pages/legal-links.js';
import { usePageTitle } from '../lib/use-page-title.js';
import '../styles/auth.css';

export function RegisterPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.auth.registerTitle());
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <div className="auth-page__intro">
        <CatIllustration className="auth-page__art" />
        <div>
          <h1 id="page-title" className="page__title">
            {LL.auth.registerTitle()}
          </h1>
          <p className="muted">{LL.auth.registerSubtitle()}</p>
        </div>
      </div>
      <RegisterForm />
      <p className="divider">
        <span>{LL.auth.or()}</span>
      </p>
      <SocialSignIn />
      <p className="auth-page__switch">
        {LL.auth.haveAccount()} <AuthSwitchLink to="/login">{LL.auth.loginLink()}</AuthSwitchLink>
      </p>
      <LegalLinks />
    </section>
  );
}
