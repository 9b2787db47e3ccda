import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { usePublicConfig } from '../lib/config.js';
import './community-contact.css';

/**
 * "Fale com a administração da comunidade: …" with the server's COMMUNITY_CONTACT as a
 * mailto:, tel: or WhatsApp link; nothing when the server has none.
 */
export function CommunityContact({ className }: { className?: string }) {
  const { LL } = useI18nContext();
  const contact = usePublicConfig().data?.communityContact;
  if (!contact) return null;
  const external = contact.kind === 'whatsapp';
  return (
    <p className={className ? `community-contact ${className}` : 'community-contact'}>
      {LL.infoPages.contact()}{' '}
      <a
        href={contact.href}
        {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
        className={`community-contact__link community-contact__link--${contact.kind}`}
      >
        {contact.text}
      </a>
    </p>
  );
}
