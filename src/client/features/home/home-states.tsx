import type { ReactNode } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatIllustration } from '../../components/cat-illustration.js';
import { AlertIcon } from '../../components/icons.js';
import { errorMessage } from '../../lib/errors.js';

export function LoadingState({ text }: { text: string }) {
  return (
    <p className="home-state home-state--loading" role="status">
      <span className="home-spinner" aria-hidden="true" />
      {text}
    </p>
  );
}

/** A failed load, inline (the toast comes from the global query error handler). */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div className="home-state home-state--error" role="alert">
      <AlertIcon className="home-state__icon" />
      <p>{errorMessage(LL, error)}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {LL.common.retry()}
      </button>
    </div>
  );
}

export function EmptyState({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <div className="home-state home-state--empty">
      <CatIllustration className="home-state__art" />
      <p className="home-state__title">{title}</p>
      {hint && <p className="muted">{hint}</p>}
      {children}
    </div>
  );
}
