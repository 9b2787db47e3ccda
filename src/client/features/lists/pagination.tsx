import { useEffect, useRef } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import './pagination.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/**
 * 'Anterior' / 'Página x de y' / 'Próxima'. The buttons are disabled at the ends; when the button
 * just used becomes disabled, focus moves to the other one instead of being lost.
 */
export function Pagination({ page, totalPages, onChange, label }: PaginationProps) {
  const { LL } = useI18nContext();
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const used = useRef<'previous' | 'next' | null>(null);

  useEffect(() => {
    const button = used.current === 'next' ? next.current : previous.current;
    const other = used.current === 'next' ? previous.current : next.current;
    if (used.current && button?.disabled) other?.focus();
    used.current = null;
  }, [page, totalPages]);

  if (totalPages <= 1) return null;
  const go = (target: number, which: 'previous' | 'next') => {
    used.current = which;
    onChange(target);
  };

  return (
    <nav className="pagination" aria-label={label ?? LL.lists.pagination()}>
      <button
        ref={previous}
        type="button"
        className="btn btn--secondary pagination__button"
        disabled={page <= 1}
        onClick={() => go(page - 1, 'previous')}
      >
        <span aria-hidden="true">‹</span> {LL.lists.previous()}
      </button>
      <p className="pagination__status" aria-live="polite">
        {LL.lists.pageOf({ page, total: totalPages })}
      </p>
      <button
        ref={next}
        type="button"
        className="btn btn--secondary pagination__button"
        disabled={page >= totalPages}
        onClick={() => go(page + 1, 'next')}
      >
        {LL.lists.next()} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
