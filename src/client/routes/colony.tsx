import { useParams } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { ColonyPage as Colony } from '../features/colonies/colony-page.js';
import { usePageTitle } from '../lib/use-page-title.js';
import '../features/colonies/colonies.css';

export function ColonyPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.colonies.title());
  const { id = '' } = useParams();
  return (
    <section className="page" aria-label={LL.colonies.title()}>
      <Colony colonyId={id} />
    </section>
  );
}
