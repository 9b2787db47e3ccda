import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import './pages.css';

type InfoPage = '/privacy-policy' | '/terms-of-service';

/** Links to the privacy policy and the terms (a page leaves out the link to itself). */
export function LegalLinks({ current }: { current?: InfoPage }) {
  const { LL } = useI18nContext();
  const links: { to: InfoPage; label: string }[] = [
    { to: '/privacy-policy', label: LL.pages.privacyPolicy() },
    { to: '/terms-of-service', label: LL.pages.termsOfService() },
  ];
  return (
    <nav className="legal-links" aria-label={LL.infoPages.infoLinks()}>
      <ul>
        {links
          .filter((link) => link.to !== current)
          .map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
