import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** A section of the colony page that the section bar leads to: its element id and short label. */
export interface BarEntry {
  id: string;
  label: string;
}

interface Registry {
  entries: BarEntry[];
  add: (entry: BarEntry) => () => void;
}

const SectionsContext = createContext<Registry | null>(null);

/** Entries in the order their sections stand on the page (a section may mount later). */
function inPageOrder(entries: BarEntry[]) {
  const place = (id: string) => document.getElementById(id);
  return [...entries].sort((a, b) => {
    const first = place(a.id);
    const second = place(b.id);
    if (!first || !second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/**
 * Holds the colony page's sections for its bar: every `ColonySection` with a `bar` label inside
 * is listed, in page order, wherever it is rendered (a new section needs no change to the bar).
 */
export function ColonySections({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<BarEntry[]>([]);
  const add = useCallback((entry: BarEntry) => {
    setEntries((list) => inPageOrder([...list.filter((e) => e.id !== entry.id), entry]));
    return () => setEntries((list) => list.filter((e) => e.id !== entry.id));
  }, []);
  const registry = useMemo(() => ({ entries, add }), [entries, add]);
  return <SectionsContext.Provider value={registry}>{children}</SectionsContext.Provider>;
}

/** The sections the bar lists, in page order. */
export function useBarEntries(): BarEntry[] {
  return useContext(SectionsContext)?.entries ?? [];
}

/**
 * One section of the colony page: a region named by its heading, listed in the section bar under
 * `bar` (its short label) when given.
 */
export function ColonySection({
  id,
  title,
  bar,
  className,
  children,
}: {
  id: string;
  title: string;
  bar?: string;
  className?: string;
  children: ReactNode;
}) {
  const add = useContext(SectionsContext)?.add;
  useLayoutEffect(() => (add && bar ? add({ id, label: bar }) : undefined), [add, id, bar]);
  return (
    <section
      id={id}
      className={className ? `colony-section ${className}` : 'colony-section'}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
