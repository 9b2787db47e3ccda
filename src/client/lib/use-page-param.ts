import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The list page kept in the address (?page=2), so reloads and the back button keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          if (next > 1) search.set('page', String(next));
          else search.delete('page');
          return search;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [page, setPage];
}

/**
 * `placeholderData` for a paged query: while the next page loads, the current one stays on screen
 * (no jump, and the pagination buttons keep the focus), but only for the same list: the previous
 * query's input must match `same` in every field given (the period, the cat…).
 */
export function keepPreviousPage(same: Record<string, unknown> = {}) {
  return <T>(previous: T | undefined, query?: { queryKey: readonly unknown[] }): T | undefined => {
    const key = query?.queryKey[1];
    const input =
      typeof key === 'object' && key !== null && 'input' in key
        ? (key.input as Record<string, unknown> | undefined)
        : undefined;
    if (!input) return undefined;
    return Object.entries(same).every(([field, value]) => input[field] === value)
      ? previous
      : undefined;
  };
}
