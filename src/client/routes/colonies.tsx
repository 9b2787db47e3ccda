import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { ColoniesList } from '../features/colonies/colonies-list.js';
import { usePageTitle } from '../lib/use-page-title.js';
import '../features/colonies/colonies.css';

export function ColoniesPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.colonies.title());
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="list-header">
        <h1 id="page-title" className="page__title">
          {LL.colonies.title()}
        </h1>
        <p className="muted">{LL.colonies.intro()}</p>
      </header>
      <ColoniesList />
    </section>
  );
}
