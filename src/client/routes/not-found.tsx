import { Link } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { CatIllustration } from '../components/cat-illustration.js';
import { usePageTitle } from '../lib/use-page-title.js';

export function NotFoundPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.common.notFoundTitle());
  return (
    <section className="page page--center" aria-labelledby="page-title">
      <p className="page__code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title" className="page__title">
        {LL.common.notFoundTitle()}
      </h1>
      <CatIllustration className="page__art" />
      <p className="muted">{LL.common.notFoundText()}</p>
      <div className="page__actions">
        <Link className="btn btn--primary" to="/">
          {LL.common.goHome()}
        </Link>
        <Link className="btn btn--secondary" to="/map">
          {LL.common.goMap()}
        </Link>
      </div>
    </section>
  );
}
