import type { ReactNode } from 'react';
import { CatIllustration } from '../../components/cat-illustration.js';
import '../../styles/auth.css';

/** The sign-in and sign-up pages' frame: the cat, the page's title and what it is for. */
export function AuthPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <div className="auth-page__intro">
        <CatIllustration className="auth-page__art" />
        <div>
          <h1 id="page-title" className="page__title">
            {title}
          </h1>
          <p className="muted">{subtitle}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
