import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatIllustration } from '../../components/cat-illustration.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import './pages.css';

/** A placeholder until notifications exist: 'Nenhuma notificação'. */
export function Notifications() {
  const { LL } = useI18nContext();
  usePageTitle(LL.pages.notifications());
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {LL.pages.notifications()}
      </h1>
      <div className="notifications-empty">
        <CatIllustration className="notifications-empty__art" />
        <p className="notifications-empty__title">{LL.pages2.notifications.empty()}</p>
        <p className="muted">{LL.pages2.notifications.hint()}</p>
      </div>
      <Link className="btn btn--secondary" to="/settings">
        {LL.pages2.notifications.settings()}
      </Link>
    </section>
  );
}
