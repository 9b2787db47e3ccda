import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TablistProps<T extends string> {
  /** The tabs, in order. */
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  label: string;
  className: string;
  tabClassName: (tab: T) => string;
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
  children: (tab: T) => ReactNode;
}

/** An ARIA tablist: one tab stop; arrow keys, Home and End move and select at once. */
export function Tablist<T extends string>({
  tabs,
  value,
  onChange,
  label,
  className,
  tabClassName,
  tabId,
  panelId,
  children,
}: TablistProps<T>) {
  const elements = useRef(new Map<T, HTMLButtonElement>());

  const select = (tab: T) => {
    onChange(tab);
    elements.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(value);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target] ?? value);
  };

  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) elements.current.set(tab, element);
              else elements.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            className={tabClassName(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(tab)}
          >
            {children(tab)}
          </button>
        );
      })}
    </div>
  );
}
