import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { CatIllustration } from './cat-illustration.js';

/** The start-up screen (index.html shows the same markup before the scripts run). */
export function Splash() {
  const { LL } = useI18nContext();
  return (
    <div className="splash" role="status">
      <CatIllustration className="splash__cat" label={LL.common.catIllustration()} />
      <p className="splash__brand">{LL.common.appName()}</p>
      <p className="visually-hidden">{LL.common.loading()}</p>
    </div>
  );
}
