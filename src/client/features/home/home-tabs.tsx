import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { Tablist } from '../../components/tablist.js';

const HOME_TABS = ['nearby', 'emergency', 'recent'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

export const isHomeTab = (value: unknown): value is HomeTab =>
  typeof value === 'string' && (HOME_TABS as readonly string[]).includes(value);

export const homeTabId = (tab: HomeTab) => `home-tab-${tab}`;
export const homePanelId = (tab: HomeTab) => `home-panel-${tab}`;

interface HomeTabsProps {
  value: HomeTab;
  onChange: (tab: HomeTab) => void;
}

/** The home feed switch as an ARIA tablist (see `Tablist`). */
export function HomeTabs({ value, onChange }: HomeTabsProps) {
  const { LL } = useI18nContext();
  return (
    <Tablist
      tabs={HOME_TABS}
      value={value}
      onChange={onChange}
      label={LL.home.tabsLabel()}
      className="home-tabs"
      tabClassName={(tab) => `home-tabs__tab home-tabs__tab--${tab}`}
      tabId={homeTabId}
      panelId={homePanelId}
    >
      {(tab) => LL.home.tabs[tab]()}
    </Tablist>
  );
}
