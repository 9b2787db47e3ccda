import { Link } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { AlertIcon } from '../components/icons.js';

/** A page that failed to load or render (typically a new version deployed since the last visit). */
export function RouteError() {
  const { LL } = useI18nContext();
  return (
    <section className="page page--center" aria-labelledby="page-title" role="alert">
      <AlertIcon className="page__alert-icon" width="48" height="48" />
      <h1 id="page-title" className="page__title">
        {LL.common.pageLoadFailed()}
      </h1>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {LL.common.reload()}
      </button>
      <Link to="/">{LL.common.goHome()}</Link>
    </section>
  );
}
