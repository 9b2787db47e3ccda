import { Link, useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { ModerationLog, ModerationQueue } from '../features/moderation/moderation-queue.js';
import { usePageParam } from '../lib/use-page-param.js';
import { useAuth } from '../lib/auth.js';
import { usePageTitle } from '../lib/use-page-title.js';

/** /admin (moderators and admins): the open reports, or the action log with ?view=log. */
export function AdminModerationPage() {
  const { LL } = useI18nContext();
  const t = LL.moderation;
  usePageTitle(t.adminTitle());
  const { user } = useAuth();
  const [params] = useSearchParams();
  const [page] = usePageParam();
  const showLog = params.get('view') === 'log';
  if (!user?.isAdmin && !user?.isModerator) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title" className="page__title">
          {t.adminTitle()}
        </h1>
        <p className="notice notice--warning">{LL.errors.moderatorOnly()}</p>
      </section>
    );
  }
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {showLog ? t.logTitle() : t.queueTitle()}
      </h1>
      <p className="muted">{showLog ? t.logHint() : t.queueHint()}</p>
      <Link className="btn btn--secondary" to={showLog ? '/admin' : '/admin?view=log'}>
        {showLog ? t.queueLink() : t.logLink()}
      </Link>
      {showLog ? <ModerationLog page={page} /> : <ModerationQueue page={page} />}
    </section>
  );
}
