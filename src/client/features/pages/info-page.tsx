import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { useAuth } from '../../lib/auth.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { LegalLinks } from './legal-links.js';
import './pages.css';

export interface InfoSection {
  id: string;
  title: string;
  body: string;
}

interface InfoPageProps {
  title: string;
  intro: string;
  sections?: readonly InfoSection[];
  children?: ReactNode;
  current?: '/privacy-policy' | '/terms-of-service';
}

/** A plain text page (privacy, terms, forgot password): a title, an intro, titled sections. */
export function InfoPage({ title, intro, sections = [], children, current }: InfoPageProps) {
  const { LL } = useI18nContext();
  usePageTitle(title);
  const { status } = useAuth();
  return (
    <article className="page info-page" aria-labelledby="page-title">
      <header className="info-page__header">
        <h1 id="page-title" className="page__title">
          {title}
        </h1>
        <p className="info-page__intro">{intro}</p>
      </header>
      {children}
      {sections.map((section) => (
        <section key={section.id} className="info-page__section" aria-labelledby={section.id}>
          <h2 id={section.id} className="info-page__heading">
            {section.title}
          </h2>
          <p>{section.body}</p>
        </section>
      ))}
      <footer className="info-page__footer">
        <LegalLinks current={current} />
        {status === 'unauthenticated' && (
          <Link className="info-page__login" to="/login">
            <span aria-hidden="true">←</span> {LL.infoPages.backToLogin()}
          </Link>
        )}
      </footer>
    </article>
  );
}
