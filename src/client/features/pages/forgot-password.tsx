import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CommunityContact } from '../../components/community-contact.js';
import { usePublicConfig } from '../../lib/config.js';
import { ForgotPasswordForm } from './forgot-password-form.js';
import { InfoPage } from './info-page.js';

/**
 * With e-mail on, a form that mails a reset link; without, how to ask the group's admin. The
 * admin's command is the same in every language, so it is not translated.
 */
const RESET_COMMAND = 'npm run admin -- reset-password EMAIL';

export function ForgotPassword() {
  const { LL } = useI18nContext();
  const texts = LL.infoPages.forgot;
  const config = usePublicConfig().data;
  const google = Boolean(config?.googleClientId);
  if (config?.mailEnabled) {
    return (
      <InfoPage title={LL.pages.forgotPassword()} intro={LL.email.forgotIntro()}>
        <ForgotPasswordForm />
        {google && <p className="notice notice--info">{texts.google()}</p>}
        <CommunityContact className="notice notice--info" />
      </InfoPage>
    );
  }
  return (
    <InfoPage title={LL.pages.forgotPassword()} intro={texts.intro()}>
      <section className="info-page__section" aria-labelledby="forgot-steps">
        <h2 id="forgot-steps" className="info-page__heading">
          {texts.stepsTitle()}
        </h2>
        <ol className="info-page__steps">
          <li>{texts.step1()}</li>
          <li>{texts.step2()}</li>
          <li>{texts.step3()}</li>
          <li>{texts.step4()}</li>
        </ol>
      </section>
      <CommunityContact className="notice notice--info" />
      {google && <p className="notice notice--info">{texts.google()}</p>}
      <section className="info-page__admin" aria-labelledby="forgot-admin">
        <h2 id="forgot-admin" className="info-page__heading">
          {texts.adminTitle()}
        </h2>
        <p>{texts.adminText()}</p>
        <pre className="info-page__code">
          <code>{RESET_COMMAND}</code>
        </pre>
      </section>
    </InfoPage>
  );
}
