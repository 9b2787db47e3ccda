import type { ReactNode } from 'react';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { CatIllustration } from './cat-illustration.js';
import { AlertIcon } from './icons.js';
import './load-states.css';

/** A list or a panel still loading ("Carregando…" unless told what it waits for). */
export function LoadingState({ text }: { text?: string }) {
  const { LL } = useI18nContext();
  return (
    <p className="load-state" role="status">
      <span className="load-state__spinner" aria-hidden="true" />
      {text ?? LL.common.loading()}
    </p>
  );
}

/** A failed load, inline, with a retry button (the toast comes from the query's handler). */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div className="load-error" role="alert">
      <p className="load-error__text">
        <AlertIcon width="20" height="20" />
        <span>{message}</span>
      </p>
      {onRetry && (
        <button type="button" className="btn btn--secondary" onClick={onRetry}>
          {LL.common.retry()}
        </button>
      )}
    </div>
  );
}

/** A friendly empty list: a title, a hint and, as children, what to do next. */
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
    <div className="empty-state">
      <CatIllustration className="empty-state__art" />
      <p className="empty-state__title">{title}</p>
      {hint && <p className="muted">{hint}</p>}
      {children}
    </div>
  );
}
