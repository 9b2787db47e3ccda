import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { WhatsappContactForm } from '../../components/whatsapp-contact-form.js';
import { ProfileSection } from './achievement-badges.js';

/** The profile's section: what the number is for, and the form. */
export function WhatsappContact() {
  const { LL } = useI18nContext();
  const t = LL.profile.contact;
  return (
    <ProfileSection id="profile-contact" title={t.title()}>
      <p className="muted">{t.hint()}</p>
      <WhatsappContactForm />
    </ProfileSection>
  );
}
