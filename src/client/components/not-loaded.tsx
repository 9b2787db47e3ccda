import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { AlertIcon } from './icons.js';

/**
 * A page whose data is not on screen: not kept on this device while there is no connection (it
 * opens by itself when the connection returns, lib/refresh-on-reconnect.ts) or a load error. It
 * has the page's title and a retry, never a bare message.
 */
export function NotLoaded({
  title,
  text,
  onRetry,
}: {
  title: string;
  text: string;
  onRetry: () => void;
}) {
  const { LL } = useI18nContext();
  return (
    <div className="page page--center" role="alert">
      <AlertIcon className="page__alert-icon" width="48" height="48" />
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <p className="muted">{text}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {LL.common.retry()}
      </button>
    </div>
  );
}
