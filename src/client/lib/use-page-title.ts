import { useEffect } from 'react';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';

/** Sets the document title to "<page> · Gateiros" (screen readers announce it on navigation). */
export function usePageTitle(title: string) {
  const { LL } = useI18nContext();
  const appName = LL.common.appName();
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
