import { useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { HomeFeeding } from '../features/colonies/home-feeding.js';
import { EmergencyTab } from '../features/home/emergency-tab.js';
import {
  homePanelId,
  HomeTabs,
  homeTabId,
  isHomeTab,
  type HomeTab,
} from '../features/home/home-tabs.js';
import { NearbyTab } from '../features/home/nearby-tab.js';
import { RecentTab } from '../features/home/recent-tab.js';
import { usePageTitle } from '../lib/use-page-title.js';
import '../features/home/home.css';

/** Home: nearby cats (default), emergencies and the user's recent check-ins, as tabs. */
export function HomePage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.pages.home());
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: HomeTab = isHomeTab(requested) ? requested : 'nearby';

  // The tab lives in the URL so that coming back from a cat's page shows the same tab.
  const select = (next: HomeTab) =>
    setParams(next === 'nearby' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  return (
    <section className="page home-page" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {LL.pages.home()}
      </h1>
      <HomeFeeding />
      <HomeTabs value={tab} onChange={select} />
      <div
        className="home-panel"
        role="tabpanel"
        id={homePanelId(tab)}
        aria-labelledby={homeTabId(tab)}
      >
        {/* The cards are h3: their section needs its h2. */}
        <h2 className="visually-hidden">{LL.home.tabs[tab]()}</h2>
        {tab === 'nearby' && <NearbyTab />}
        {tab === 'emergency' && <EmergencyTab />}
        {tab === 'recent' && <RecentTab />}
      </div>
    </section>
  );
}
