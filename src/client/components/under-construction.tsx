import { Link } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { CatIllustration } from './cat-illustration.js';

/** The one honest placeholder for screens that are not built yet. */
export function UnderConstruction({ title }: { title: string }) {
  const { LL } = useI18nContext();
  usePageTitle(title);
  return (
    <section className="page page--center" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <CatIllustration className="page__art" />
      <p className="badge badge--soon">{LL.common.underConstruction()}</p>
      <p className="muted">{LL.common.underConstructionText()}</p>
      <Link className="btn btn--primary" to="/">
        {LL.common.goHome()}
      </Link>
    </section>
  );
}
