import { useRef, type KeyboardEvent } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';

export const HOME_TABS = ['nearby', 'emergency', 'recent'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

export const isHomeTab = (value: unknown): value is HomeTab =>
  typeof value === 'string' && (HOME_TABS as readonly string[]).includes(value);

export const homeTabId = (tab: HomeTab) => `home-tab-${tab}`;
export const homePanelId = (tab: HomeTab) => `home-panel-${tab}`;

interface HomeTabsProps {
  value: HomeTab;
  onChange: (tab: HomeTab) => void;
}

/** An ARIA tablist: one tab stop; arrow keys, Home and End move and select at once. */
export function HomeTabs({ value, onChange }: HomeTabsProps) {
  const { LL } = useI18nContext();
  const tabs = useRef(new Map<HomeTab, HTMLButtonElement>());

  const select = (tab: HomeTab) => {
    onChange(tab);
    tabs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = HOME_TABS.indexOf(value);
    const last = HOME_TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(HOME_TABS[target] ?? value);
  };

  return (
    <div
      className="home-tabs"
      role="tablist"
      aria-label={LL.home.tabsLabel()}
      onKeyDown={onKeyDown}
    >
      {HOME_TABS.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabs.current.set(tab, element);
              else tabs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={homeTabId(tab)}
            className={`home-tabs__tab home-tabs__tab--${tab}`}
            aria-selected={selected}
            aria-controls={homePanelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(tab)}
          >
            {LL.home.tabs[tab]()}
          </button>
        );
      })}
    </div>
  );
}
