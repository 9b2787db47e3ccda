import type { ReactNode } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatIllustration } from '../../components/cat-illustration.js';
import { AlertIcon } from '../../components/icons.js';
import './lists.css';

/** An inline failure message with a retry button (the toast comes from the query's handler). */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div className="list-error" role="alert">
      <p className="list-error__text">
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

/** A friendly empty list: a title, a hint and what to do next. */
export function EmptyState({
  title,
  hint,
  action,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <div className="list-empty">
      <CatIllustration className="list-empty__art" />
      <p className="list-empty__title">{title}</p>
      {hint && <p className="muted">{hint}</p>}
      {action}
    </div>
  );
}

export function Loading() {
  const { LL } = useI18nContext();
  return (
    <p className="list-status" role="status">
      {LL.common.loading()}
    </p>
  );
}
